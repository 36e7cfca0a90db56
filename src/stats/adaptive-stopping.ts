import { summarize } from './summary.js';

/** `trials: {min, max, ci}`: ci is the target 95% CI half-width relative to the mean. */
export interface AdaptiveTrials {
  min: number;
  max: number;
  ci: number;
}

export interface MetricPrecision {
  key: string;
  n: number;
  /** CI half-width / |mean|; null with fewer than 2 values or a zero mean. */
  relativeHalfWidth: number | null;
}

export type StoppingDecision =
  | { stop: false; reason: 'below-min' | 'ci-too-wide'; trials: number; widest: MetricPrecision | null }
  | { stop: true; reason: 'ci-met' | 'max-reached'; trials: number; widest: MetricPrecision | null };

export function relativeHalfWidth(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const summary = summarize(values);
  if (!summary.ciMean || summary.mean === 0) return null;
  return (summary.ciMean.high - summary.ciMean.low) / 2 / Math.abs(summary.mean);
}

/**
 * Pure stopping rule for adaptive trials. After `trials` measured trials: go on below
 * min; stop at max; in between, stop once every main metric's 95% CI half-width is
 * within the target. A metric without a CI (fewer than 2 ok values) never meets it.
 */
export function decideStopping(
  target: AdaptiveTrials,
  trials: number,
  mainMetrics: ReadonlyArray<{ key: string; values: readonly number[] }>,
): StoppingDecision {
  const precisions: MetricPrecision[] = mainMetrics.map((one) => ({
    key: one.key,
    n: one.values.length,
    relativeHalfWidth: relativeHalfWidth(one.values),
  }));
  // The metric furthest from the target: no CI at all counts as the widest.
  const widest =
    precisions.reduce<MetricPrecision | null>((worst, one) => {
      if (!worst) return one;
      if (worst.relativeHalfWidth === null) return worst;
      if (one.relativeHalfWidth === null || one.relativeHalfWidth > worst.relativeHalfWidth) return one;
      return worst;
    }, null);
  const met = precisions.length > 0 && precisions.every((one) => one.relativeHalfWidth !== null && one.relativeHalfWidth <= target.ci);
  if (trials >= target.max) return { stop: true, reason: met ? 'ci-met' : 'max-reached', trials, widest };
  if (trials < target.min) return { stop: false, reason: 'below-min', trials, widest };
  if (met) return { stop: true, reason: 'ci-met', trials, widest };
  return { stop: false, reason: 'ci-too-wide', trials, widest };
}
