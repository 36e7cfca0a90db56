import { describe, expect, it } from 'vitest';
import { adaptiveDecision } from '../../../src/stats/adaptive-campaign.js';
import { relativeHalfWidth } from '../../../src/stats/adaptive-stopping.js';
import { collectSeries } from '../../../src/stats/collect.js';
import { fixtureCampaign } from '../compare/fixtures.js';

/** Real trials of a 5-trial quick campaign on a busy VM (CV 13-42%). */
const { trials } = fixtureCampaign('quick-vm-idle-a');

describe('adaptiveDecision on a real campaign', () => {
  it('counts measured trials only (the warm-up pass is left out)', () => {
    expect(trials.filter((trial) => trial.warmup)).toHaveLength(1);
    expect(adaptiveDecision({ min: 3, max: 20, ci: 0.03 }, trials).trials).toBe(5);
  });

  it('a 3% target is far from met on these noisy runs; the widest metric is named', () => {
    const decision = adaptiveDecision({ min: 3, max: 20, ci: 0.03 }, trials);
    expect(decision).toMatchObject({ stop: false, reason: 'ci-too-wide' });
    const widest = collectSeries(trials.filter((trial) => !trial.warmup))
      .map((series) => ({ key: series.key, width: relativeHalfWidth(series.values) ?? Infinity }))
      .sort((a, b) => b.width - a.width)[0];
    expect(decision.widest?.key).toBe(widest?.key);
  });

  it('stops at max and says the target was not met; a loose target is met', () => {
    expect(adaptiveDecision({ min: 3, max: 5, ci: 0.03 }, trials)).toMatchObject({ stop: true, reason: 'max-reached' });
    expect(adaptiveDecision({ min: 3, max: 20, ci: 1 }, trials)).toMatchObject({ stop: true, reason: 'ci-met' });
  });

  it('below min it goes on, whatever the spread', () => {
    expect(adaptiveDecision({ min: 3, max: 20, ci: 1 }, trials.slice(0, 3))).toMatchObject({ stop: false, reason: 'below-min', trials: 2 });
  });
});
