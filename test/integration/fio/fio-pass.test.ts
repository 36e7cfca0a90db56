import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feelbench, readTrialLines as readTrials } from '../../helpers/cli.js';
import type { TrialRecord } from '../../../src/campaign/model.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'fio');

const valueOf = (trial: TrialRecord, metric: string): number | undefined => {
  const sample = trial.samples.find((one) => one.metric === metric);
  return sample?.state === 'ok' ? sample.value : undefined;
};

describe('the fio pass with the real fio', () => {
  it('feelbench fio --profile sbc on a small file records its numbers and leaves no test file', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feelbench-fio-it-'));
    const target = join(dir, 'fs-under-test');
    mkdirSync(target);
    const results = join(dir, 'results');
    const started = performance.now();
    const result = await feelbench(['fio', '--profile', 'sbc', '--directory', target, '--size', '32MiB', '--runtime', '1', '--ramp', '0', '--results', results, '--label', 'it']);
    const seconds = (performance.now() - started) / 1000;
    expect(result.stderr).not.toMatch(/internal error/);
    expect(result.code).toBe(0);
    expect(seconds).toBeLessThan(45);
    expect(readdirSync(target)).toEqual([]);

    const [id] = readdirSync(results);
    expect(id).toMatch(/-fio-sbc-it$/);
    const campaignDir = join(results, id as string);
    const campaign = JSON.parse(readFileSync(join(campaignDir, 'campaign.json'), 'utf8'));
    expect(campaign.state.phase).toBe('done');
    expect(campaign.tools.fio).toMatch(/^\d+\.\d+/);
    expect(['libaio', 'io_uring', 'posixaio', 'psync']).toContain(campaign.tools['fio.engine']);

    const [trial] = readTrials(campaignDir);
    for (const metric of ['seq1m_q1t1.read_mbps', 'seq1m_q1t1.write_mbps', 'rnd4k_q4t1_rw70.read_iops', 'rnd4k_q4t1_rw70.write_iops', 'rnd4k_q4t1_rw70.read_clat_mean_us']) {
      expect(valueOf(trial!, metric), metric).toBeGreaterThan(0);
    }
    // MB/s and MiB/s are the same bandwidth in two units
    expect(valueOf(trial!, 'seq1m_q1t1.read_mibps')! * 2 ** 20).toBeCloseTo(valueOf(trial!, 'seq1m_q1t1.read_mbps')! * 1e6, 0);
    expect(trial!.samples.every((sample) => sample.state === 'ok')).toBe(true);
    const raw = readdirSync(join(campaignDir, 'raw'));
    expect(raw).toContain('trial-000-fio.json');
    expect(raw).toContain('trial-000-fio-jobs.fio');
    expect(result.stdout).toContain('fio.seq1m_q1t1.read_mbps');

    // An older result measured elsewhere joins the campaign as a pass record.
    const imported = await feelbench(['import', 'fio', join(FIXTURES, '2.2.10-cloud-randwrite-qd32.json'), '--campaign', id as string, '--results', results]);
    expect(imported.code).toBe(0);
    const records = readTrials(campaignDir);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ index: 1, pass: 'fio', importedFrom: join(FIXTURES, '2.2.10-cloud-randwrite-qd32.json') });
    expect(valueOf(records[1]!, 'test.write_iops')).toBe(15624.7);
  });

  it('a scenario with fio: runs the pass once after the last trial', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feelbench-fio-it-'));
    const target = join(dir, 'fs-under-test');
    mkdirSync(target);
    const scenario = join(dir, 'with-fio.yaml');
    writeFileSync(
      scenario,
      [
        'trials: 2',
        'probes:',
        '  - probe: command',
        '    name: noop',
        "    command: ['true']",
        '    runs: 1',
        '    user: root',
        'fio:',
        '  profile: pibench',
        `  directory: ${target}`,
        '  size: 16MiB',
        '  runtimeSeconds: 1',
        '  rampSeconds: 0',
      ].join('\n'),
    );
    const results = join(dir, 'results');
    const result = await feelbench(['run', scenario, '--results', results]);
    expect(result.stderr).not.toMatch(/internal error/);
    expect(result.code).toBe(0);
    expect(existsSync(join(target, 'feelbench-fio.tmp'))).toBe(false);
    const [id] = readdirSync(results);
    const campaignDir = join(results, id as string);
    const records = readTrials(campaignDir);
    expect(records.map((record) => [record.index, record.pass ?? 'trial'])).toEqual([
      [0, 'trial'],
      [1, 'trial'],
      [2, 'fio'],
    ]);
    expect(records[0]!.samples.some((sample) => sample.probe === 'fio')).toBe(false);
    expect(valueOf(records[2]!, 'rnd4k_q64t1.read_iops')).toBeGreaterThan(0);
    expect(valueOf(records[2]!, 'rnd4k_q64t1.write_iops')).toBeGreaterThan(0);
    expect(readdirSync(join(campaignDir, 'raw'))).toContain('fio-pass-fio.json');
    // the summary counts two trials, and shows the fio figures beside them
    expect(result.stdout).toMatch(/2\/2 trials/);
    expect(result.stdout).toContain('fio.rnd4k_q64t1.read_iops');
  });
});
