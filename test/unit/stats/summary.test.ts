import { describe, expect, it } from 'vitest';
import { studentTQuantile } from '../../../src/stats/special-functions.js';
import { confidenceIntervalOfMean, median, quantile, summarize } from '../../../src/stats/summary.js';

describe('studentTQuantile', () => {
  // Two-sided 95% critical values from any t table.
  it.each([
    [1, 12.706],
    [2, 4.303],
    [4, 2.776],
    [9, 2.262],
    [30, 2.042],
    [1000, 1.962],
  ])('df=%i gives %f', (df, expected) => {
    expect(studentTQuantile(0.975, df)).toBeCloseTo(expected, 3);
  });

  it('is symmetric', () => {
    expect(studentTQuantile(0.025, 5)).toBeCloseTo(-studentTQuantile(0.975, 5), 10);
  });
});

describe('summarize', () => {
  it('matches hand-computed values for 2, 4, 4, 4, 5, 5, 7, 9', () => {
    // mean 40/8 = 5; squared deviations sum 32; sample variance 32/7; sd = 2.13809...
    const s = summarize([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.n).toBe(8);
    expect(s.mean).toBe(5);
    expect(s.median).toBe(4.5);
    expect(s.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(s.cv).toBeCloseTo(Math.sqrt(32 / 7) / 5, 12);
    expect(s.min).toBe(2);
    expect(s.max).toBe(9);
    // half-width = t(0.975, 7) * sd / sqrt(8) = 2.3646243 * sqrt(4/7) = 2.3646243 * 0.7559289 = 1.7874877
    expect(s.ciMean?.low).toBeCloseTo(5 - 1.7874877, 5);
    expect(s.ciMean?.high).toBeCloseTo(5 + 1.7874877, 5);
  });

  it('gives no spread and no interval for n = 1', () => {
    const s = summarize([812.5]);
    expect(s).toEqual({ n: 1, mean: 812.5, median: 812.5, sd: null, cv: null, min: 812.5, max: 812.5, ciMean: null });
  });

  it('gives zero spread and a zero-width interval when all values are equal', () => {
    const s = summarize([3, 3, 3]);
    expect(s.sd).toBe(0);
    expect(s.cv).toBe(0);
    expect(s.ciMean).toEqual({ low: 3, high: 3 });
  });

  it('has no CV when the mean is zero', () => {
    expect(summarize([-1, 1]).cv).toBeNull();
  });

  it('does not round', () => {
    expect(summarize([0.1, 0.2]).mean).toBe((0.1 + 0.2) / 2);
  });

  it('refuses an empty series', () => {
    expect(() => summarize([])).toThrow(RangeError);
  });
});

describe('median and quantile', () => {
  it('takes the middle of an odd series and the mean of the two middles of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('interpolates between ranks (type 7)', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.9)).toBeCloseTo(4.6, 12);
  });
});

describe('confidenceIntervalOfMean', () => {
  it('uses t with n-1 degrees of freedom: n = 2, values 1 and 3', () => {
    // mean 2, sd sqrt(2), half-width 12.7062 * sqrt(2) / sqrt(2) = 12.7062
    const ci = confidenceIntervalOfMean([1, 3]);
    expect(ci?.low).toBeCloseTo(2 - 12.7062, 3);
    expect(ci?.high).toBeCloseTo(2 + 12.7062, 3);
  });
});
