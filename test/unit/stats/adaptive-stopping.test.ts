import { describe, expect, it } from 'vitest';
import { decideStopping, relativeHalfWidth } from '../../../src/stats/adaptive-stopping.js';

const target = { min: 3, max: 10, ci: 0.03 };

describe('relativeHalfWidth', () => {
  it('n = 2, values 99 and 101: t(0.975, 1) * 1.41421 / sqrt(2) / 100 = 12.706 * 1 / 100', () => {
    expect(relativeHalfWidth([99, 101])).toBeCloseTo(0.127062, 5);
  });
  it('needs two values and a non-zero mean', () => {
    expect(relativeHalfWidth([100])).toBeNull();
    expect(relativeHalfWidth([-1, 1])).toBeNull();
  });
});

describe('decideStopping', () => {
  const tight = [100, 101, 99, 100.5];
  const loose = [100, 130, 80, 115];

  it('goes on below min even when the CI is already tight', () => {
    expect(decideStopping(target, 2, [{ key: 'a', values: [100, 100.1] }])).toMatchObject({ stop: false, reason: 'below-min' });
  });

  it('stops when every main metric is within the target', () => {
    const decision = decideStopping(target, 4, [
      { key: 'a', values: tight },
      { key: 'b', values: tight.map((v) => v * 2) },
    ]);
    expect(decision).toMatchObject({ stop: true, reason: 'ci-met', trials: 4 });
  });

  it('goes on while one metric is too wide, and names it', () => {
    const decision = decideStopping(target, 4, [
      { key: 'a', values: tight },
      { key: 'b', values: loose },
    ]);
    expect(decision).toMatchObject({ stop: false, reason: 'ci-too-wide' });
    expect(decision.widest?.key).toBe('b');
  });

  it('stops at max and says the target was not met', () => {
    expect(decideStopping(target, 10, [{ key: 'b', values: loose }])).toMatchObject({ stop: true, reason: 'max-reached' });
    expect(decideStopping(target, 10, [{ key: 'a', values: tight }])).toMatchObject({ stop: true, reason: 'ci-met' });
  });

  it('a metric without ok values never meets the target', () => {
    const decision = decideStopping(target, 5, [
      { key: 'a', values: tight },
      { key: 'broken', values: [] },
    ]);
    expect(decision).toMatchObject({ stop: false, reason: 'ci-too-wide' });
    expect(decision.widest?.key).toBe('broken');
  });
});
