import { averageRanks, tieGroupSizes } from './ranks.js';
import { normalSurvival } from './normal.js';

export interface MannWhitneyResult {
  /** U of the first sample (scipy's U1): pairs (x, y) with x > y, ties counting 1/2. */
  u: number;
  /** Two-sided p-value. */
  p: number;
  method: 'exact' | 'normal';
  n1: number;
  n2: number;
}

/** Sizes up to which the exact distribution is used when there are no ties (scipy's rule). */
export const EXACT_MAX_SMALLER_SAMPLE = 8;

/**
 * Counts of U = 0..n1*n2 over all C(n1+n2, n1) arrangements without ties, by the
 * recurrence f(m, n, u) = f(m-1, n, u-n) + f(m, n-1, u) (Mann & Whitney 1947).
 */
export function exactUCounts(n1: number, n2: number): number[] {
  // counts[n][u] for the current m, built up from m = 0.
  let previous: number[][] = Array.from({ length: n2 + 1 }, () => [1]);
  for (let m = 1; m <= n1; m++) {
    const current: number[][] = [];
    for (let n = 0; n <= n2; n++) {
      const row = new Array<number>(m * n + 1).fill(0);
      const withoutLastY = n > 0 ? (current[n - 1] as number[]) : [];
      const withoutLastX = previous[n] as number[];
      // Last element is an x: it exceeds all n y's, adding n to U.
      withoutLastX.forEach((count, u) => (row[u + n] = (row[u + n] as number) + count));
      // Last element is a y: it adds nothing.
      withoutLastY.forEach((count, u) => (row[u] = (row[u] as number) + count));
      current.push(row);
    }
    previous = current;
  }
  return previous[n2] as number[];
}

/** Exact two-sided p: twice the smaller tail at the observed U, at most 1. */
function exactTwoSidedP(u: number, n1: number, n2: number): number {
  const counts = exactUCounts(n1, n2);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const uMax = Math.max(u, n1 * n2 - u);
  let upper = 0;
  for (let k = Math.ceil(uMax); k < counts.length; k++) upper += counts[k] as number;
  return Math.min(1, (2 * upper) / total);
}

/**
 * Normal approximation with the tie correction of the variance and a continuity
 * correction, as scipy.stats.mannwhitneyu(method='asymptotic') does.
 */
function normalTwoSidedP(u: number, n1: number, n2: number, all: readonly number[]): number {
  const n = n1 + n2;
  const ties = tieGroupSizes(all).reduce((sum, t) => sum + (t ** 3 - t), 0);
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return 1;
  const uMax = Math.max(u, n1 * n2 - u);
  const z = (uMax - (n1 * n2) / 2 - 0.5) / Math.sqrt(variance);
  return Math.min(1, 2 * normalSurvival(z));
}

/** Two-sided Mann-Whitney U test; null when a sample is empty. */
export function mannWhitneyU(x: readonly number[], y: readonly number[]): MannWhitneyResult | null {
  const n1 = x.length;
  const n2 = y.length;
  if (n1 === 0 || n2 === 0) return null;
  const all = [...x, ...y];
  const ranks = averageRanks(all);
  let rankSumX = 0;
  for (let i = 0; i < n1; i++) rankSumX += ranks[i] as number;
  const u = rankSumX - (n1 * (n1 + 1)) / 2;
  const hasTies = tieGroupSizes(all).length > 0;
  if (!hasTies && Math.min(n1, n2) <= EXACT_MAX_SMALLER_SAMPLE) {
    return { u, p: exactTwoSidedP(u, n1, n2), method: 'exact', n1, n2 };
  }
  return { u, p: normalTwoSidedP(u, n1, n2, all), method: 'normal', n1, n2 };
}
