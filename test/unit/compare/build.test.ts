import { describe, expect, it } from 'vitest';
import { buildCompareReport } from '../../../src/compare/build.js';
import { resolveCampaignDirs } from '../../../src/compare/load.js';
import { scenarioDifferences } from '../../../src/compare/scenario-diff.js';
import { UserError } from '../../../src/errors.js';
import { CAMPAIGN_FIXTURES, fixtureCampaign, THREE_QUICK, withDevice } from './fixtures.js';

describe('resolveCampaignDirs', () => {
  it('a folder of campaign folders gives each of them, sorted', () => {
    const dirs = resolveCampaignDirs([CAMPAIGN_FIXTURES], '/nonexistent');
    expect(dirs.map((dir) => dir.split('/').pop())).toEqual([
      'quick-fio-fio-dev-shm',
      'quick-fio-fio-var-tmp-1',
      'quick-fio-fio-var-tmp-2',
      'quick-vm-cpu-busy',
      'quick-vm-idle-a',
      'quick-vm-idle-b',
      'three-trials-three-trials',
      'two-trials-two-trials',
    ]);
  });
});

describe('scenarioDifferences', () => {
  it('ignores names and descriptions, names the differing path', () => {
    expect(scenarioDifferences([{ name: 'a', description: 'x', trials: 3 }, { name: 'b', trials: 3 }])).toEqual([]);
    expect(scenarioDifferences([{ probes: [{ runs: 1 }] }, { probes: [{ runs: 2 }] }])).toEqual([{ path: 'probes.0.runs', values: ['1', '2'] }]);
  });
});

describe('buildCompareReport on real campaigns', () => {
  it('groups by label, one device per campaign, default baseline the slowest', () => {
    const report = buildCompareReport(THREE_QUICK.map(fixtureCampaign));
    expect(report.comparison.devices).toEqual(['vm-idle-a', 'vm-idle-b', 'vm-cpu-busy']);
    expect(report.comparison.baselineReason).toBe('slowest');
    expect(report.scenarioDifferences).toEqual([]);
    expect(report.feltVsFio).toMatchObject({ computable: false, reason: 'no-fio-metrics' });
    const process = report.comparison.metrics.find((metric) => metric.key === 'chromium.process_ms');
    expect(process?.devices.map((device) => device.summary?.n)).toEqual([5, 5, 5]);
    expect(report.trials.map((one) => one.trials.length)).toEqual([6, 6, 6]);
  });

  it('refuses campaigns with different scenario settings, in one line naming the setting', () => {
    const campaigns = ['quick-vm-idle-a', 'three-trials-three-trials'].map(fixtureCampaign);
    expect(() => buildCompareReport(campaigns)).toThrow(UserError);
    expect(() => buildCompareReport(campaigns)).toThrow(/trials = 5 \/ 3.*--allow-mixed/);
  });

  it('with allowMixed, flags the differences and gives "too few trials" below 3', () => {
    const report = buildCompareReport(['quick-vm-idle-a', 'two-trials-two-trials'].map(fixtureCampaign), { allowMixed: true, baseline: 'vm-idle-a' });
    expect(report.scenarioDifferences).toEqual([{ path: 'trials', values: ['5', '2'] }]);
    expect(report.comparison.metrics.every((metric) => metric.versus.every((one) => one.verdict === 'too-few-trials'))).toBe(true);
  });

  it('two campaigns with the same label are one device; different hardware under one label is flagged', () => {
    const [a, b] = ['quick-vm-idle-a', 'quick-vm-idle-b'].map(fixtureCampaign) as [ReturnType<typeof fixtureCampaign>, ReturnType<typeof fixtureCampaign>];
    const report = buildCompareReport([withDevice(a, { label: 'virtio vda' }), withDevice(b, { label: 'virtio vda' })], { resamples: 500 });
    expect(report.comparison.devices).toEqual(['virtio vda']);
    expect(report.comparison.metrics[0]?.devices[0]?.summary?.n).toBe(10);
    expect(report.devices[0]?.campaigns).toHaveLength(2);
    expect(report.hostDifferences).toEqual([]);
    const mixed = buildCompareReport([withDevice(a, { label: 'NVMe A' }, 'ssd'), withDevice(b, { label: 'NVMe B' }, 'ssd')], { resamples: 500 });
    expect(mixed.hostDifferences).toEqual([{ path: 'device under the label ssd', values: ['NVMe A', 'NVMe B'] }]);
  });

  it('the same drive model on NVMe and behind USB gives a transport pair, USB against native', () => {
    const [a, b, c] = THREE_QUICK.map(fixtureCampaign) as [ReturnType<typeof fixtureCampaign>, ReturnType<typeof fixtureCampaign>, ReturnType<typeof fixtureCampaign>];
    const report = buildCompareReport([
      withDevice(a, { label: 'sd', model: 'SD64G', transport: 'mmc' }),
      withDevice(b, { label: 'nvme', model: 'Samsung SSD 980 500GB', transport: 'nvme' }),
      withDevice(c, { label: 'nvme-usb', model: 'Samsung SSD 980 500GB', transport: 'usb' }),
    ]);
    expect(report.pairs).toHaveLength(1);
    expect(report.pairs[0]).toMatchObject({ model: 'Samsung SSD 980 500GB', native: 'nvme', usb: 'nvme-usb' });
    expect(report.pairs[0]?.metrics.map((one) => [one.baseline, one.device])).toContainEqual(['nvme', 'nvme-usb']);
    expect(report.pairs[0]?.metrics).toHaveLength(6);
  });

  it('real fio samples from three campaigns: correlation computed with n = 3, the directory flagged', () => {
    const names = ['quick-fio-fio-var-tmp-1', 'quick-fio-fio-var-tmp-2', 'quick-fio-fio-dev-shm'];
    const report = buildCompareReport(names.map(fixtureCampaign), { allowMixed: true, resamples: 200 });
    expect(report.scenarioDifferences).toEqual([{ path: 'fio.directory', values: ['"/var/tmp"', '"/var/tmp"', '"/dev/shm"'] }]);
    expect(report.feltVsFio.computable).toBe(true);
    if (!report.feltVsFio.computable) return;
    const fioMetrics = report.comparison.metrics.filter((metric) => metric.probe === 'fio');
    expect(fioMetrics.length).toBeGreaterThan(30);
    expect(fioMetrics.map((metric) => metric.key)).toContain('fio.rnd4k_q1t1.read_iops');
    // Six felt chromium metrics, each against every fio metric, each over 3 devices.
    expect(report.feltVsFio.rows).toHaveLength(6 * fioMetrics.length);
    expect(report.feltVsFio.rows.every((row) => row.n === 3 && row.perfectRankByChance === 1 / 3)).toBe(true);
    expect(report.feltVsFio.best).toHaveLength(6);
    // The fio pass is not a trial.
    expect(report.devices.map((device) => device.campaigns[0]?.trials)).toEqual([3, 3, 3]);
  });

  it('an unknown --baseline is a user error listing the devices', () => {
    expect(() => buildCompareReport(THREE_QUICK.map(fixtureCampaign), { baseline: 'nvme' })).toThrow(/vm-idle-a, vm-idle-b, vm-cpu-busy/);
  });
});
