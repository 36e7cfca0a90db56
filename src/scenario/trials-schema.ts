import { z } from 'zod';

/**
 * `trials: {min, max, ci}`: run at least min and at most max trials, stopping once the 95%
 * CI half-width of every main metric is within ci of its mean (0.03 = 3%).
 * The rule itself is stats/adaptive-campaign.ts; the runner applies it after each trial.
 */
export const adaptiveTrialsSchema = z
  .strictObject({
    min: z.number().int().min(2).max(1000),
    max: z.number().int().min(2).max(1000),
    ci: z.number().gt(0).lt(1),
  })
  .refine((trials) => trials.min <= trials.max, { message: 'min must not be above max', path: ['min'] });

/** A fixed count, or the adaptive form. */
export const trialsSchema = z.union([z.number().int().min(1).max(1000), adaptiveTrialsSchema]);

export type Trials = z.infer<typeof trialsSchema>;

/** Trials planned: the count, or the adaptive maximum (what progress and ETA show). */
export function plannedTrials(trials: Trials): number {
  return typeof trials === 'number' ? trials : trials.max;
}

/** Every pass a campaign may run: warm-up passes plus the planned (or maximum) trials. */
export function totalPasses(scenario: { warmupTrials: number; trials: Trials }): number {
  return scenario.warmupTrials + plannedTrials(scenario.trials);
}

/** `5 trials`, `3 to 10 trials (until the 95% CI is within 3% of the mean)`. */
export function describeTrials(trials: Trials): string {
  if (typeof trials === 'number') return `${trials} trial${trials === 1 ? '' : 's'}`;
  return `${trials.min} to ${trials.max} trials (until the 95% CI is within ${+(trials.ci * 100).toFixed(2)}% of the mean)`;
}
