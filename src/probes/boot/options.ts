import { z } from 'zod';

export const bootOptionsSchema = z.strictObject({
  probe: z.literal('boot'),
  /** Longest wait for `systemctl is-system-running --wait` before the trial's boot samples are errored. */
  waitSeconds: z.number().positive().max(3600).default(300),
  /** A `degraded` system (a unit failed) is measured, with a warning; false makes it an error. */
  acceptDegraded: z.boolean().default(true),
});

export type BootOptions = z.infer<typeof bootOptionsSchema>;
