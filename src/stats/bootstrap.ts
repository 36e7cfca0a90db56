import { DEFAULT_SEED, seededRandom } from './prng.js';
import { quantile, type Interval } from './summary.js';

export interface BootstrapOptions {
  resamples?: number;
  seed?: number;
  /** Confidence level, 0.95 by default. */
  level?: number;
}

const DEFAULT_RESAMPLES = 10_000;

function resample(values: readonly number[], random: () => number): number[] {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[Math.floor(random() * values.length)] as number;
  return out;
}

/** Percentile interval of the bootstrap distribution (type-7 quantiles of the replicates). */
function percentileInterval(replicates: readonly number[], level: number): Interval {
  const alpha = (1 - level) / 2;
  return { low: quantile(replicates, alpha), high: quantile(replicates, 1 - alpha) };
}

/** Percentile bootstrap CI of a statistic of one sample; deterministic for a given seed. */
export function bootstrapInterval(
  values: readonly number[],
  statistic: (sample: readonly number[]) => number,
  options: BootstrapOptions = {},
): Interval | null {
  if (values.length < 2) return null;
  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  const replicates: number[] = [];
  for (let i = 0; i < (options.resamples ?? DEFAULT_RESAMPLES); i++) replicates.push(statistic(resample(values, random)));
  return percentileInterval(replicates, options.level ?? 0.95);
}

/**
 * Percentile bootstrap CI of a statistic of two independent samples (each resampled
 * within itself), for example the ratio of two means. Null when either has fewer than 2
 * values or a replicate is not finite (a zero baseline).
 */
export function bootstrapTwoSampleInterval(
  a: readonly number[],
  b: readonly number[],
  statistic: (a: readonly number[], b: readonly number[]) => number,
  options: BootstrapOptions = {},
): Interval | null {
  if (a.length < 2 || b.length < 2) return null;
  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  const replicates: number[] = [];
  for (let i = 0; i < (options.resamples ?? DEFAULT_RESAMPLES); i++) {
    const value = statistic(resample(a, random), resample(b, random));
    if (!Number.isFinite(value)) return null;
    replicates.push(value);
  }
  return percentileInterval(replicates, options.level ?? 0.95);
}
