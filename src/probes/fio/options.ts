import { z } from 'zod';
import { FIO_PROFILE_IDS } from './profiles.js';
import { parseSize } from './size.js';

export const FIO_WHEN = ['after-last-trial', 'before-each-trial'] as const;

/** What a fio pass does, wherever it is declared. */
const fioSettingsShape = {
  /** A named set of jobs (cdm, sbc, randrw-75-25, pibench). */
  profile: z.enum(FIO_PROFILE_IDS).default('cdm'),
  /**
   * A folder on the filesystem under test; fio writes one test file there and removes it.
   * Default: /var/tmp when it is on the root filesystem, else /.
   */
  directory: z.string().min(1).optional(),
  /**
   * A block device to test read-only (only the profile's read jobs run, fio in --readonly
   * mode). Never written to. Instead of `directory`.
   */
  device: z.string().min(1).optional(),
  /** Test file size (`1GiB`, `512MiB` ...); K/M/G are binary, like fio's. */
  size: z
    .string()
    .refine((text) => parseSize(text) !== undefined, 'use a size like 1GiB, 512MiB or 256M')
    .default('1GiB'),
  /** Measured seconds per job (time-based). */
  runtimeSeconds: z.number().positive().max(3600).default(10),
  /** Seconds per job run before measuring starts (fio ramp_time). */
  rampSeconds: z.number().min(0).max(600).default(2),
};

/** The `fio:` key of a scenario: one low-level pass per campaign, or one per trial. */
export const fioPassSchema = z.strictObject({
  ...fioSettingsShape,
  /** After the last trial (cannot disturb the felt measurements), or inside each trial before the probes. */
  when: z.enum(FIO_WHEN).default('after-last-trial'),
});

/** `- probe: fio` in a scenario's probes: a full pass inside every trial, in probe order. */
export const fioProbeOptionsSchema = z.strictObject({
  probe: z.literal('fio'),
  ...fioSettingsShape,
});

export type FioPassOptions = z.infer<typeof fioPassSchema>;
export type FioProbeOptions = z.infer<typeof fioProbeOptionsSchema>;
/** The settings both forms share. */
export type FioSettings = Omit<FioPassOptions, 'when'>;
