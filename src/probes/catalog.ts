/**
 * The probes a scenario may name. Only option schemas are imported here (cheap); a
 * probe's implementation is loaded when a campaign needs it, so `--help` stays fast.
 */
import type { z } from 'zod';
import { chromiumOptionsSchema } from './chromium/options.js';
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
} satisfies Record<string, CatalogEntry<z.ZodType>>;

export type ProbeId = keyof typeof probeCatalog;

export const probeIds = Object.keys(probeCatalog) as ProbeId[];

export async function loadProbe(id: ProbeId): Promise<ProbeDefinition<unknown>> {
  return (await probeCatalog[id].load()) as ProbeDefinition<unknown>;
}
