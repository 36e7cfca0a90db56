import { describe, expect, it } from 'vitest';
import { pearson, spearman } from '../../../src/stats/correlation.js';
import { averageRanks } from '../../../src/stats/ranks.js';

describe('averageRanks', () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(averageRanks([5, 6, 7, 8, 7])).toEqual([1, 2, 3.5, 5, 3.5]);
    expect(averageRanks([3, 1, 3, 3])).toEqual([3, 1, 3, 3]);
  });
});

describe('spearman', () => {
  it('textbook example without ties (IQ vs hours of TV, Wikipedia): rho = -29/165', () => {
    const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
    const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
    expect(spearman(iq, tv)).toBeCloseTo(-29 / 165, 12);
  });

  it('with ties (scipy.stats.spearmanr documentation): 0.8207826816681233', () => {
    // By hand: ranks y = 1, 2, 3.5, 5, 3.5; Pearson of the ranks = 8 / sqrt(10 * 9.5).
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(8 / Math.sqrt(95), 14);
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(0.8207826816681233, 14);
  });

  it('is 1 for any increasing relation and -1 for a decreasing one', () => {
    expect(spearman([1, 2, 3], [10, 100, 1000])).toBeCloseTo(1, 15);
    expect(spearman([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 15);
  });
});

describe('pearson', () => {
  it('scipy.stats.pearsonr documentation example, by hand -15 / sqrt(10 * 40.8)', () => {
    const r = pearson([1, 2, 3, 4, 5], [10, 9, 2.5, 6, 4]);
    expect(r).toBeCloseTo(-15 / Math.sqrt(408), 14);
    expect(r).toBeCloseTo(-0.7426106572325056, 14);
  });

  it('is null with fewer than 3 pairs or a constant variable', () => {
    expect(pearson([1, 2], [3, 4])).toBeNull();
    expect(pearson([1, 2, 3], [4, 4, 4])).toBeNull();
  });

  it('refuses unpaired input', () => {
    expect(() => pearson([1, 2, 3], [1, 2])).toThrow(RangeError);
  });
});
