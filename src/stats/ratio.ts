import { bootstrapTwoSampleInterval, type BootstrapOptions } from './bootstrap.js';
import type { Direction } from './direction.js';
import { mean, type Interval } from './summary.js';

/** An estimate with its 95% CI (null when it cannot be computed). */
export interface Estimate {
  estimate: number;
  ci: Interval | null;
}

export interface RatioComparison {
  /** mean(candidate) / mean(baseline). */
  ratio: Estimate;
  /** ratio - 1: +0.10 is 10% more than the baseline. */
  change: Estimate;
  /**
   * The change in the direction that is better, as a fraction: for times the share of the
   * baseline's time saved (1 - ratio), for throughput the extra (ratio - 1); for units
   * without a direction, the change. Positive is better.
   */
  gain: Estimate;
}

const meanRatio = (baseline: readonly number[], candidate: readonly number[]): number => mean(candidate) / mean(baseline);

function mapEstimate(estimate: Estimate, f: (value: number) => number): Estimate {
  if (!estimate.ci) return { estimate: f(estimate.estimate), ci: null };
  const [a, b] = [f(estimate.ci.low), f(estimate.ci.high)];
  return { estimate: f(estimate.estimate), ci: { low: Math.min(a, b), high: Math.max(a, b) } };
}

/**
 * Ratio of means with a seeded percentile-bootstrap CI (each sample resampled within
 * itself). Null when the baseline mean is zero or a sample is empty.
 */
export function compareRatio(
  baseline: readonly number[],
  candidate: readonly number[],
  direction: Direction,
  options: BootstrapOptions = {},
): RatioComparison | null {
  if (baseline.length === 0 || candidate.length === 0 || mean(baseline) === 0) return null;
  const ratio: Estimate = {
    estimate: meanRatio(baseline, candidate),
    ci: bootstrapTwoSampleInterval(baseline, candidate, meanRatio, options),
  };
  const change = mapEstimate(ratio, (r) => r - 1);
  const gain = direction === 'lower-is-better' ? mapEstimate(ratio, (r) => 1 - r) : change;
  return { ratio, change, gain };
}
