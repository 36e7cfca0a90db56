import { describe, expect, it } from 'vitest';
import { plannedTrials, trialsSchema } from '../../../src/scenario/trials-schema.js';

describe('trialsSchema', () => {
  it('takes a count or {min, max, ci}', () => {
    expect(trialsSchema.parse(5)).toBe(5);
    expect(trialsSchema.parse({ min: 3, max: 10, ci: 0.03 })).toEqual({ min: 3, max: 10, ci: 0.03 });
  });

  it('refuses min above max, a CI target outside (0, 1), and unknown keys', () => {
    expect(trialsSchema.safeParse({ min: 5, max: 3, ci: 0.03 }).success).toBe(false);
    expect(trialsSchema.safeParse({ min: 3, max: 10, ci: 3 }).success).toBe(false);
    expect(trialsSchema.safeParse({ min: 3, max: 10, ci: 0.03, target: 1 }).success).toBe(false);
  });

  it('plans the count, or the adaptive maximum', () => {
    expect(plannedTrials(5)).toBe(5);
    expect(plannedTrials({ min: 3, max: 10, ci: 0.03 })).toBe(10);
  });
});
