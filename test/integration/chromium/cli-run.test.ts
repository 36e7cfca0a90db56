import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feelbench as runCli, readTrialLines } from '../../helpers/cli.js';

const feelbench = (args: string[]) => runCli(args, 180_000);

describe('feelbench run with real Chromium (two runs), then report', () => {
  it('records positive phases whose sum stays within the child process wall time', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feelbench-it-'));
    const scenario = join(dir, 'two.yaml');
    writeFileSync(scenario, 'trials: 2\nprobes:\n  - probe: chromium\n    timeoutSeconds: 90\n');
    const results = join(dir, 'results');

    const result = await feelbench(['run', scenario, '--results', results, '--label', 'integration test']);
    expect(result.stderr).not.toMatch(/internal error/);
    expect(result.code).toBe(0);
    const [id] = readdirSync(results);
    expect(id).toMatch(/-two-integration-test$/);
    const campaignDir = join(results, id as string);

    const campaign = JSON.parse(readFileSync(join(campaignDir, 'campaign.json'), 'utf8'));
    expect(campaign.state.phase).toBe('done');
    expect(campaign.tools.chromium).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(campaign.host.memoryBytes).toBeGreaterThan(0);

    const trials = readTrialLines(campaignDir);
    expect(trials).toHaveLength(2);
    for (const trial of trials) {
      const values = new Map(trial.samples.map((s) => [s.metric, s.state === 'ok' ? s.value : Number.NaN]));
      const value = (metric: string): number => values.get(metric) ?? Number.NaN;
      for (const metric of ['startup_ms', 'launch_ms', 'new_page_ms', 'navigate_ms', 'close_ms', 'process_ms']) {
        expect(value(metric), metric).toBeGreaterThan(0);
      }
      const phases = ['startup_ms', 'launch_ms', 'new_page_ms', 'navigate_ms', 'close_ms'].reduce((sum, metric) => sum + value(metric), 0);
      expect(phases).toBeLessThanOrEqual(value('process_ms'));
    }
    expect(readdirSync(join(campaignDir, 'raw'))).toContain('trial-000-chromium-run0.txt');

    const report = await feelbench(['report', campaignDir]);
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/chromium\.launch_ms\s+ms\s+2\s/);
    expect(report.stdout).toContain('2/2 trials');
  });

  it('exits 2 with one clear line for a scenario with a typo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feelbench-it-'));
    const scenario = join(dir, 'typo.yaml');
    writeFileSync(scenario, 'trails: 3\nprobes:\n  - probe: chromium\n');
    const result = await feelbench(['run', scenario, '--results', join(dir, 'results')]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^feelbench: .*typo\.yaml: unknown key "trails" \(did you mean "trials"\?\); allowed: /),
    ]);
    expect(readdirSync(dir)).toEqual(['typo.yaml']);
  });

  it('exits 2 for an unknown probe, and for a report of a campaign that does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feelbench-it-'));
    const scenario = join(dir, 'bad.yaml');
    writeFileSync(scenario, 'probes:\n  - probe: chromum\n');
    const result = await feelbench(['run', scenario]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^feelbench: .*bad\.yaml: probes\[0\]\.probe "chromum" is not known \(did you mean "chromium"\?\)/);
    const report = await feelbench(['report', 'no-such-campaign', '--results', dir]);
    expect(report.code).toBe(2);
    expect(report.stderr).toMatch(/^feelbench: no campaign "no-such-campaign"/);
  });
});
