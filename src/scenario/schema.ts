import { z } from 'zod';
import { probeCatalog } from '../probes/catalog.js';
import { trialsSchema } from './trials-schema.js';
import { fioPassSchema } from '../probes/fio/options.js';
import { settleSchema } from './settle-schema.js';

const probeOptionSchemas = Object.values(probeCatalog).map((entry) => entry.options);

export const probeEntrySchema = z.discriminatedUnion(
  'probe',
  probeOptionSchemas as unknown as [
    (typeof probeOptionSchemas)[number],
    ...(typeof probeOptionSchemas)[number][],
  ],
);

export const scenarioSchema = z.strictObject({
  /** Defaults to the file name without extension. */
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
    .optional(),
  description: z.string().optional(),
  /** Passes over all probes; a reboot (when asked) comes before each. */
  trials: trialsSchema.default(3),
  /**
   * Passes run first and kept on disk but left out of every summary (hyperfine's --warmup):
   * for scenarios without reboots, where the first run pays for filling the page cache.
   */
  warmupTrials: z.number().int().min(0).max(100).default(0),
  /** Seconds to wait between trials when not rebooting, so the machine cools down. */
  pauseSeconds: z.number().min(0).max(3600).default(0),
  /** Reboot the machine before each trial (needs root and systemd); the campaign resumes by itself after boot. */
  reboot: z.boolean().default(false),
  /** After a reboot, before measuring: a minimum wait, then until the load average is low (bounded). */
  settle: settleSchema.optional(),
  /** Tries per trial before a reboot campaign gives up (a probe that crashes the machine must not loop). */
  maxAttempts: z.number().int().min(1).max(20).default(3),
  /** The unprivileged user that runs browser and commands when feelbench runs as root. */
  user: z.string().min(1).optional(),
  probes: z.array(probeEntrySchema).min(1),
  /** An optional low-level fio pass: once after the last trial (default), or before each trial's probes. */
  fio: fioPassSchema.optional(),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ProbeEntry = Scenario['probes'][number];
