import { describe, expect, it } from 'vitest';
import { compareRatio } from '../../../src/stats/ratio.js';

describe('compareRatio', () => {
  it('times: 56 ms against 100 ms is a gain of 44% (the share of time saved), change -44%', () => {
    const result = compareRatio([100, 100, 100], [56, 56, 56], 'lower-is-better');
    expect(result?.ratio.estimate).toBeCloseTo(0.56, 15);
    expect(result?.change.estimate).toBeCloseTo(-0.44, 15);
    expect(result?.gain.estimate).toBeCloseTo(0.44, 15);
    expect(result?.gain.ci?.low).toBeCloseTo(0.44, 15);
    expect(result?.gain.ci?.high).toBeCloseTo(0.44, 15);
  });

  it('throughput: 880 MB/s against 450 MB/s is a gain of 95.6% (by hand 430/450)', () => {
    const result = compareRatio([450, 450], [880, 880], 'higher-is-better');
    expect(result?.gain.estimate).toBeCloseTo(430 / 450, 14);
    expect(result?.change.estimate).toBeCloseTo(430 / 450, 14);
  });

  it('the gain interval of a time is the mirrored ratio interval, low <= estimate <= high', () => {
    const result = compareRatio([100, 104, 98, 101], [60, 58, 63, 61], 'lower-is-better', { seed: 3 });
    const gain = result?.gain;
    expect(gain?.ci).not.toBeNull();
    expect(gain?.ci?.low).toBeLessThanOrEqual(gain?.estimate ?? NaN);
    expect(gain?.ci?.high).toBeGreaterThanOrEqual(gain?.estimate ?? NaN);
    expect(gain?.ci?.low).toBeCloseTo(1 - (result?.ratio.ci?.high ?? NaN), 15);
    // Every resampled ratio lies between 58/104 and 63/98.
    expect(gain?.ci?.low).toBeGreaterThanOrEqual(1 - 63 / 98);
    expect(gain?.ci?.high).toBeLessThanOrEqual(1 - 58 / 104);
  });

  it('a zero baseline or an empty sample gives nothing', () => {
    expect(compareRatio([0, 0], [1, 2], 'lower-is-better')).toBeNull();
    expect(compareRatio([], [1, 2], 'lower-is-better')).toBeNull();
  });
});
