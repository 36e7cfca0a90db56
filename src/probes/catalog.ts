/**
 * The probes a scenario may name. Only option schemas are imported here (cheap); a
 * probe's implementation is loaded when a campaign needs it, so `--help` stays fast.
 */
import type { z } from 'zod';
import { bootOptionsSchema } from './boot/options.js';
import { aptOptionsSchema } from './apt/options.js';
import { chromiumOptionsSchema } from './chromium/options.js';
import { commandOptionsSchema } from './command/options.js';
import { fioProbeOptionsSchema } from './fio/options.js';
import type { ProbeDefinition } from './types.js';

export interface CatalogEntry<Schema extends z.ZodType> {
  options: Schema;
  summary: string;
  load(): Promise<ProbeDefinition<z.infer<Schema>>>;
}

export const probeCatalog = {
  chromium: {
    options: chromiumOptionsSchema,
    summary: 'Chromium launch, new page, load a page, quit: one child process per run',
    load: async () => (await import('./chromium/probe.js')).chromiumProbe,
  },
  boot: {
    options: bootOptionsSchema,
    summary: 'boot time from systemd\'s own timestamps (firmware, loader, kernel, initrd, userspace), after a reboot',
    load: async () => (await import('./boot/probe.js')).bootProbe,
  },
  apt: {
    options: aptOptionsSchema,
    summary: 'apt: reinstall a package set from the cache (offline) each trial, or install+purge, or one upgrade',
    load: async () => (await import('./apt/probe.js')).aptProbe,
  },
  command: {
    options: commandOptionsSchema,
    summary: 'any command, N runs, optional prepare, timeout, expected exit code, as the unprivileged user',
    load: async () => (await import('./command/probe.js')).commandProbe,
  },
  fio: {
    options: fioProbeOptionsSchema,
    summary: 'fio profiles from the reference results (cdm, sbc, randrw-75-25, pibench) on a test file, each trial',
    load: async () => (await import('./fio/probe.js')).fioProbe,
  },
} satisfies Record<string, CatalogEntry<z.ZodType>>;

export type ProbeId = keyof typeof probeCatalog;

export const probeIds = Object.keys(probeCatalog) as ProbeId[];

export async function loadProbe(id: ProbeId): Promise<ProbeDefinition<unknown>> {
  return (await probeCatalog[id].load()) as ProbeDefinition<unknown>;
}
