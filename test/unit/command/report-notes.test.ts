import { describe, expect, it } from 'vitest';
import type { Sample, TrialRecord } from '../../../src/campaign/model.js';
import { renderCampaignSummary } from '../../../src/report/terminal.js';
import { summarizeCampaign } from '../../../src/stats/campaign-summary.js';
import { makeCampaignRecord } from '../../helpers/campaign.js';

const reason = 'cache: cold asked but dropping the page cache needs root (run feelbench with sudo); set cache: warm to measure warm runs';

function trial(index: number, samples: Sample[]): TrialRecord {
  return { index, warmup: false, attempt: 1, bootId: 'b', startedAt: '', endedAt: '', loadBefore: [0.1, 0.1, 0.1], samples };
}

describe('what the report says about privileges, skipped cold runs and upgrade mode', () => {
  it('names the skipped metric and its reason, and who ran the probes', () => {
    const note = 'feelbench runs as root; Chromium and commands run as pi (SUDO_USER); root is kept only for apt, dropping the page cache and rebooting';
    const base = makeCampaignRecord("trials: 2\nprobes:\n  - probe: command\n    name: app\n    command: [app]\n    cache: cold\n");
    const campaign = { ...base, privileges: { harnessUser: 'root', probeUser: 'pi', note } };
    const skipped: Sample = { probe: 'command', metric: 'app_ms', unit: 'ms', run: 0, state: 'skipped', reason };
    const text = renderCampaignSummary(campaign, summarizeCampaign(campaign, [trial(0, [skipped]), trial(1, [skipped])]));
    expect(text).toContain(`skipped: command.app_ms, 2 runs: ${reason}`);
    expect(text).toContain(`privileges: ${note}`);
  });

  it('says upgrade mode runs once per device', () => {
    const campaign = makeCampaignRecord('trials: 2\nprobes:\n  - probe: apt\n    mode: upgrade\n');
    const text = renderCampaignSummary(campaign, summarizeCampaign(campaign, []));
    expect(text).toContain('apt upgrade: runs once per device');
  });
});
