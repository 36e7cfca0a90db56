import { describe, expect, it } from 'vitest';
import { exactUCounts, mannWhitneyU } from '../../../src/stats/mann-whitney.js';

describe('mannWhitneyU', () => {
  it('n1 = n2 = 3, complete separation: U = 0 and the smallest two-sided p, 2/20 = 0.1', () => {
    const result = mannWhitneyU([1, 2, 3], [4, 5, 6]);
    expect(result).toMatchObject({ u: 0, method: 'exact', n1: 3, n2: 3 });
    expect(result?.p).toBeCloseTo(0.1, 15);
    // Mirror image gives U = 9 and the same p.
    expect(mannWhitneyU([4, 5, 6], [1, 2, 3])).toMatchObject({ u: 9, p: 0.1 });
  });

  it('exact null distribution of U for n1 = n2 = 3, counted by hand (20 arrangements)', () => {
    expect(exactUCounts(3, 3)).toEqual([1, 1, 2, 3, 3, 3, 3, 2, 1, 1]);
    expect(exactUCounts(2, 3)).toEqual([1, 1, 2, 2, 2, 1, 1]);
    expect(exactUCounts(5, 5).reduce((a, b) => a + b, 0)).toBe(252);
  });

  it('agrees with published two-sided 0.05 critical values of U (n1 = n2 = 5: 2; n1 = n2 = 8: 13; n1 = 4, n2 = 6: 2)', () => {
    const twoSided = (n1: number, n2: number, u: number): number => {
      const counts = exactUCounts(n1, n2);
      const total = counts.reduce((a, b) => a + b, 0);
      return (2 * counts.slice(0, u + 1).reduce((a, b) => a + b, 0)) / total;
    };
    for (const [n1, n2, critical] of [
      [5, 5, 2],
      [8, 8, 13],
      [4, 6, 2],
    ] as const) {
      expect(twoSided(n1, n2, critical)).toBeLessThanOrEqual(0.05);
      expect(twoSided(n1, n2, critical + 1)).toBeGreaterThan(0.05);
    }
  });

  it('scipy.stats.mannwhitneyu documentation example (males vs females): U1 = 17, exact p = 1/9', () => {
    const males = [19, 22, 16, 29, 24];
    const females = [20, 11, 17, 12];
    const result = mannWhitneyU(males, females);
    expect(result).toMatchObject({ u: 17, method: 'exact' });
    expect(result?.p).toBeCloseTo(0.1111111111111111, 14);
  });

  it('normal approximation with continuity correction beyond 8 per sample (scipy 1.17.1: p = 0.001098770124574993)', () => {
    const x = Array.from({ length: 10 }, (_, i) => i);
    const y = Array.from({ length: 12 }, (_, i) => i + 5.5);
    const result = mannWhitneyU(x, y);
    expect(result).toMatchObject({ u: 10, method: 'normal' });
    expect(result?.p).toBeCloseTo(0.001098770124574993, 12);
  });

  it('ties: average ranks and the tie-corrected variance (scipy 1.17.1: U = 4.5, p = 0.06476896969888761)', () => {
    const result = mannWhitneyU([1, 2, 2, 3, 4], [2, 3, 5, 6, 7, 8]);
    expect(result).toMatchObject({ u: 4.5, method: 'normal' });
    expect(result?.p).toBeCloseTo(0.06476896969888761, 12);
  });

  it('all values tied: no evidence, p = 1', () => {
    expect(mannWhitneyU([5, 5, 5], [5, 5, 5])?.p).toBe(1);
  });

  it('empty sample: null', () => {
    expect(mannWhitneyU([], [1, 2])).toBeNull();
  });
});
