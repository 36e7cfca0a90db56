import { describe, expect, it } from 'vitest';
import type { Unit } from '../../../src/campaign/model.js';
import type { MetricSeries } from '../../../src/stats/collect.js';
import { compareDevices, type DeviceData } from '../../../src/stats/device-comparison.js';
import { correlateFeltWithFio } from '../../../src/stats/felt-vs-fio.js';

function series(probe: string, metric: string, unit: Unit, values: number[]): MetricSeries {
  return { key: `${probe}.${metric}`, probe, metric, unit, values, trials: values.map((_, i) => i), errored: [], skipped: 0 };
}

const device = (name: string, ...all: MetricSeries[]): DeviceData => ({ device: name, series: all });

describe('compareDevices', () => {
  const microsd = device('microsd', series('chromium', 'process_ms', 'ms', [1000, 1010, 990]), series('boot', 'total_ms', 'ms', [20000, 21000, 19000]));
  const nvme = device('nvme', series('chromium', 'process_ms', 'ms', [560, 565, 555]), series('boot', 'total_ms', 'ms', [19500, 21500, 20500]));

  it('picks the slowest device as baseline and calls a clear gain "better", with the gain of 44% in time', () => {
    const result = compareDevices([nvme, microsd], { seed: 1 });
    expect(result.baseline).toBe('microsd');
    expect(result.baselineReason).toBe('slowest');
    const process = result.metrics.find((metric) => metric.key === 'chromium.process_ms');
    const versus = process?.versus[0];
    expect(versus?.device).toBe('nvme');
    expect(versus?.verdict).toBe('better');
    expect(versus?.comparison?.gain.estimate).toBeCloseTo(1 - 560 / 1000, 12);
    // Exact: U = 0 with 3 and 3 values, the smallest p there is.
    expect(versus?.mannWhitney).toMatchObject({ u: 0, p: 0.1, method: 'exact' });
  });

  it('overlapping boot times: no clear difference', () => {
    const result = compareDevices([microsd, nvme], { seed: 1 });
    expect(result.metrics.find((metric) => metric.key === 'boot.total_ms')?.versus[0]?.verdict).toBe('no-clear-difference');
  });

  it('worse when the candidate is clearly slower; throughput direction is up', () => {
    const slow = device('usb2', series('fio', 'seq1m_q8t1.read_bw', 'MB/s', [35, 36, 34]));
    const fast = device('nvme', series('fio', 'seq1m_q8t1.read_bw', 'MB/s', [880, 870, 890]));
    const result = compareDevices([fast, slow], { baseline: 'nvme', seed: 1 });
    expect(result.baselineReason).toBe('chosen');
    const versus = result.metrics[0]?.versus[0];
    expect(versus?.verdict).toBe('worse');
    expect(versus?.comparison?.gain.estimate).toBeCloseTo(35 / 880 - 1, 12);
  });

  it('too few trials below the minimum, whatever the numbers', () => {
    const two = device('two', series('chromium', 'process_ms', 'ms', [500, 505]));
    const result = compareDevices([microsd, two], { baseline: 'microsd' });
    expect(result.metrics.find((metric) => metric.key === 'chromium.process_ms')?.versus[0]?.verdict).toBe('too-few-trials');
  });

  it('counts have no direction: higher or lower, never faster', () => {
    const a = device('a', series('apt', 'packages', 'count', [10, 10, 10]));
    const b = device('b', series('apt', 'packages', 'count', [12, 12, 12]));
    const result = compareDevices([a, b], { baseline: 'a' });
    expect(result.metrics[0]?.versus[0]?.verdict).toBe('higher');
  });

  it('is deterministic for a seed', () => {
    expect(compareDevices([microsd, nvme], { seed: 5 })).toEqual(compareDevices([microsd, nvme], { seed: 5 }));
  });

  it('refuses an unknown baseline', () => {
    expect(() => compareDevices([microsd, nvme], { baseline: 'emmc' })).toThrow(/not one of the devices/);
  });
});

describe('correlateFeltWithFio', () => {
  const make = (name: string, felt: number, iops: number, bw: number): DeviceData =>
    device(
      name,
      series('chromium', 'process_ms', 'ms', [felt, felt * 1.01, felt * 0.99]),
      series('fio', 'rnd4k_q1t1.read_iops', 'IOPS', [iops, iops, iops]),
      series('fio', 'seq1m_q8t1.read_bw', 'MB/s', [bw, bw, bw]),
    );

  it('three devices: Spearman and Pearson per pair with n, and the best fio predictor', () => {
    // Time falls as IOPS rise (perfectly monotone); bandwidth ranks 2 of 3 pairs the wrong way.
    const devices = [make('microsd', 1000, 1600, 90), make('emmc', 700, 5000, 300), make('nvme', 560, 21900, 40)];
    const comparison = compareDevices(devices, { seed: 1 });
    const result = correlateFeltWithFio(comparison.metrics, devices.length);
    expect(result.computable).toBe(true);
    if (!result.computable) return;
    const iopsRow = result.rows.find((row) => row.fio === 'fio.rnd4k_q1t1.read_iops');
    expect(iopsRow).toMatchObject({ felt: 'chromium.process_ms', n: 3 });
    expect(iopsRow?.spearman).toBeCloseTo(-1, 12);
    const bwRow = result.rows.find((row) => row.fio === 'fio.seq1m_q8t1.read_bw');
    // Ranks: felt 3,2,1 vs bw 2,3,1 -> rho = 1 - 6 * (1 + 1 + 0) / (3 * 8) = 0.5.
    expect(bwRow?.spearman).toBeCloseTo(0.5, 12);
    expect(result.best).toHaveLength(1);
    expect(result.best[0]?.fio).toBe('fio.rnd4k_q1t1.read_iops');
  });

  it('fewer than three devices: cannot be computed, and says why', () => {
    const devices = [make('microsd', 1000, 1600, 90), make('nvme', 560, 21900, 785)];
    const result = correlateFeltWithFio(compareDevices(devices).metrics, devices.length);
    expect(result).toMatchObject({ computable: false, reason: 'too-few-devices', devices: 2, minDevices: 3 });
  });

  it('no fio metrics: cannot be computed', () => {
    const devices = ['a', 'b', 'c'].map((name, i) => device(name, series('chromium', 'process_ms', 'ms', [100 + i, 101 + i, 102 + i])));
    expect(correlateFeltWithFio(compareDevices(devices).metrics, 3)).toMatchObject({ computable: false, reason: 'no-fio-metrics' });
  });
});
