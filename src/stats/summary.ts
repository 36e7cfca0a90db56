import { studentTQuantile } from './special-functions.js';

export interface Interval {
  low: number;
  high: number;
}

/**
 * Summary of one metric. Fields that need more data than there is are null, never a
 * made-up number: sd needs n >= 2, and so does a confidence interval.
 */
export interface Summary {
  n: number;
  mean: number;
  median: number;
  /** Sample standard deviation (n - 1). */
  sd: number | null;
  /** Coefficient of variation, sd / mean. */
  cv: number | null;
  min: number;
  max: number;
  /** 95% confidence interval of the mean, from Student's t. */
  ciMean: Interval | null;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('mean of no values');
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Linear interpolation between closest ranks (type 7, the default of R and numpy). */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('quantile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  const high = sorted[upper] as number;
  return low + (high - low) * (position - lower);
}

export function sampleStandardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const m = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - m) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

export function confidenceIntervalOfMean(values: readonly number[], level = 0.95): Interval | null {
  const sd = sampleStandardDeviation(values);
  if (sd === null) return null;
  const m = mean(values);
  const halfWidth = studentTQuantile(1 - (1 - level) / 2, values.length - 1) * (sd / Math.sqrt(values.length));
  return { low: m - halfWidth, high: m + halfWidth };
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new RangeError('cannot summarize no values');
  const m = mean(values);
  const sd = sampleStandardDeviation(values);
  return {
    n: values.length,
    mean: m,
    median: median(values),
    sd,
    cv: sd === null || m === 0 ? null : sd / m,
    min: Math.min(...values),
    max: Math.max(...values),
    ciMean: confidenceIntervalOfMean(values),
  };
}
