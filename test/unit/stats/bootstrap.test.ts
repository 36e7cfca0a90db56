import { describe, expect, it } from 'vitest';
import { bootstrapInterval, bootstrapTwoSampleInterval } from '../../../src/stats/bootstrap.js';
import { seededRandom } from '../../../src/stats/prng.js';
import { mean, quantile } from '../../../src/stats/summary.js';

/** The exact bootstrap distribution of the mean: all n^n resamples, enumerated. */
function exactBootstrapMeans(values: readonly number[]): number[] {
  const n = values.length;
  const means: number[] = [];
  const total = n ** n;
  for (let code = 0; code < total; code++) {
    let sum = 0;
    let rest = code;
    for (let i = 0; i < n; i++) {
      sum += values[rest % n] as number;
      rest = Math.floor(rest / n);
    }
    means.push(sum / n);
  }
  return means;
}

describe('seededRandom', () => {
  it('is deterministic per seed, in [0, 1), and differs between seeds', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    const many = Array.from({ length: 10_000 }, seededRandom(1));
    expect(Math.min(...many)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...many)).toBeLessThan(1);
    expect(mean(many)).toBeCloseTo(0.5, 1);
  });
});

describe('bootstrapInterval', () => {
  it('two values 0 and 1: the resampled mean is 0, 0.5 or 1 (1/4, 1/2, 1/4), so the 95% interval is 0..1', () => {
    expect(bootstrapInterval([0, 1], mean, { seed: 7 })).toEqual({ low: 0, high: 1 });
  });

  it('matches the exact bootstrap distribution of the mean (all 5^5 resamples) within resampling error', () => {
    const values = [610.9, 642.2, 598.4, 701.3, 655.0];
    const exact = exactBootstrapMeans(values);
    const interval = bootstrapInterval(values, mean, { seed: 1, resamples: 20_000 });
    expect(interval).not.toBeNull();
    expect(interval?.low).toBeCloseTo(quantile(exact, 0.025), -1);
    expect(interval?.high).toBeCloseTo(quantile(exact, 0.975), -1);
    expect(Math.abs((interval?.low ?? 0) - quantile(exact, 0.025))).toBeLessThan(2);
    expect(Math.abs((interval?.high ?? 0) - quantile(exact, 0.975))).toBeLessThan(2);
  });

  it('is reproducible with a fixed seed and changes with another seed', () => {
    const values = [3.1, 2.7, 3.4, 3.0, 2.9, 3.8];
    const once = bootstrapInterval(values, mean, { seed: 99 });
    expect(bootstrapInterval(values, mean, { seed: 99 })).toEqual(once);
    expect(bootstrapInterval(values, mean, { seed: 100 })).not.toEqual(once);
  });

  it('constant data gives a zero-width interval; one value gives none', () => {
    expect(bootstrapInterval([4, 4, 4], mean)).toEqual({ low: 4, high: 4 });
    expect(bootstrapInterval([4], mean)).toBeNull();
  });
});

describe('bootstrapTwoSampleInterval', () => {
  it('ratio of constant samples is exact; a zero baseline gives no interval', () => {
    const ratio = (a: readonly number[], b: readonly number[]) => mean(b) / mean(a);
    expect(bootstrapTwoSampleInterval([100, 100, 100], [56, 56, 56], ratio)).toEqual({ low: 0.56, high: 0.56 });
    expect(bootstrapTwoSampleInterval([0, 0], [1, 2], ratio)).toBeNull();
  });
});
