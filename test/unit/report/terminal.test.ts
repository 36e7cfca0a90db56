import { describe, expect, it } from 'vitest';
import type { TrialRecord } from '../../../src/campaign/model.js';
import { progressText } from '../../../src/report/progress.js';
import { renderCampaignSummary } from '../../../src/report/terminal.js';
import { describeWarning } from '../../../src/report/warning-text.js';
import { summarizeCampaign } from '../../../src/stats/campaign-summary.js';
import { makeCampaignRecord } from '../../helpers/campaign.js';

function trial(index: number, launch: number, options: Partial<TrialRecord> = {}): TrialRecord {
  return {
    index,
    warmup: false,
    attempt: 1,
    bootId: 'b',
    startedAt: '',
    endedAt: '',
    loadBefore: [0.1, 0.1, 0.1],
    samples: [{ probe: 'chromium', metric: 'launch_ms', unit: 'ms', run: 0, state: 'ok', value: launch }],
    ...options,
  };
}

describe('summarizeCampaign and the terminal table', () => {
  it('summarizes measured trials only and prints one row per metric', () => {
    const campaign = makeCampaignRecord('trials: 3\nwarmupTrials: 1\nprobes:\n  - probe: chromium\n');
    const trials = [trial(0, 9000, { warmup: true }), trial(1, 1000), trial(2, 1010), trial(3, 990)];
    const summary = summarizeCampaign(campaign, trials);
    expect(summary.trialsRecorded).toBe(3);
    expect(summary.warmupRecorded).toBe(1);
    expect(summary.metrics[0]?.summary).toMatchObject({ n: 3, median: 1000, mean: 1000 });
    expect(summary.warnings).toEqual([]);
    const text = renderCampaignSummary(campaign, summary);
    expect(text).toContain('3/3 trials (+1 warm-up)');
    expect(text).toMatch(/chromium\.launch_ms\s+ms\s+3\s+1,000\s+1,000\s+10\.0\s+1\.0%\s+990\.0\.\.1,010/);
  });

  it('warns about spread, a slow first run, load and the governor, with advice', () => {
    const campaign = { ...makeCampaignRecord(), host: { ...makeCampaignRecord().host, cpuGovernor: 'ondemand' } };
    const trials = [trial(0, 3000, { loadBefore: [2.5, 1, 1] }), trial(1, 1000), trial(2, 1100)];
    const codes = summarizeCampaign(campaign, trials).warnings.map((w) => w.code);
    expect(codes).toEqual(['governor', 'high-load', 'high-cv', 'first-run-slow']);
    for (const warning of summarizeCampaign(campaign, trials).warnings) {
      expect(describeWarning(warning).advice.length).toBeGreaterThan(10);
    }
  });

  it('shows a metric whose every sample errored, and a warning naming the error', () => {
    const campaign = makeCampaignRecord();
    const failed: TrialRecord = {
      ...trial(0, 0),
      samples: [{ probe: 'chromium', metric: 'launch_ms', unit: 'ms', run: 0, state: 'errored', error: { code: 'timeout', message: 'killed after 60 s' } }],
    };
    const summary = summarizeCampaign(campaign, [failed]);
    expect(summary.metrics[0]).toMatchObject({ summary: null, errored: 1 });
    const text = renderCampaignSummary(campaign, summary);
    expect(text).toMatch(/chromium\.launch_ms\s+ms\s+0\s+-/);
    expect(text).toContain('chromium failed in 1 trial (timeout: killed after 60 s)');
  });
});

describe('progressText', () => {
  it('estimates the time left from the trials so far', () => {
    expect(progressText({ type: 'trial-start', index: 0, total: 5, attempt: 1 }, [])).toBe('trial 1/5 running... ETA after the first trial');
    expect(progressText({ type: 'trial-start', index: 2, total: 5, attempt: 1 }, [30_000, 30_000])).toBe('trial 3/5 running... ETA 1m 30s');
    expect(progressText({ type: 'trial-start', index: 1, total: 3, attempt: 2 }, [10_000])).toBe('trial 2/3 (attempt 2) running... ETA 20s');
  });
});
