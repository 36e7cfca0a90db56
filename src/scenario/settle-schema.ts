import { z } from 'zod';

/** The settle step after a reboot: services started by the boot calm down before we measure. */
export const settleSchema = z.strictObject({
  /** Always wait this long after the boot finished. */
  minSeconds: z.number().min(0).max(3600).default(30),
  /** Then wait until the 1-minute load average is below this... */
  loadBelow: z.number().positive().max(1000).default(0.5),
  /** ...but never longer than this in total; the trial then runs and its load is recorded. */
  maxSeconds: z.number().min(0).max(7200).default(300),
});

export type Settle = z.infer<typeof settleSchema>;

export const DEFAULT_SETTLE: Settle = settleSchema.parse({});
