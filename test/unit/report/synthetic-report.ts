import type { Unit } from '../../../src/campaign/model.js';
import type { CompareReport, DeviceFacts } from '../../../src/compare/model.js';
import type { MetricSeries } from '../../../src/stats/collect.js';
import { compareDevices, type DeviceData } from '../../../src/stats/device-comparison.js';
import { correlateFeltWithFio } from '../../../src/stats/felt-vs-fio.js';
import { fixtureCampaign } from '../compare/fixtures.js';

export function series(probe: string, metric: string, unit: Unit, values: number[]): MetricSeries {
  return { key: `${probe}.${metric}`, probe, metric, unit, values, trials: values.map((_, i) => i), errored: [], skipped: 0 };
}

/**
 * Three devices with chromium, boot phases and fio numbers shaped like the reference
 * results (NVMe-boot post, Pi 5 media comparison), for the serialisers only: the
 * statistics are tested on their own, the loaders on real campaigns.
 */
export function threeDeviceReport(): CompareReport {
  const spread = (value: number) => [value * 0.99, value, value * 1.01];
  const devices: DeviceData[] = [
    { device: 'microsd', process: 1000, kernel: 2500, userspace: 9000, iops: 1619, bw: 94 },
    { device: 'emmc', process: 700, kernel: 2400, userspace: 8800, iops: 5000, bw: 300 },
    { device: 'nvme', process: 560, kernel: 2450, userspace: 8900, iops: 21900, bw: 785 },
  ].map((d) => ({
    device: d.device,
    series: [
      series('chromium', 'process_ms', 'ms', spread(d.process)),
      series('boot', 'kernel_ms', 'ms', spread(d.kernel)),
      series('boot', 'userspace_ms', 'ms', spread(d.userspace)),
      series('fio', 'rnd4k_q1t1.read_iops', 'IOPS', spread(d.iops)),
      series('fio', 'seq1m_q1t1.read_mbps', 'MB/s', spread(d.bw)),
    ],
  }));
  const comparison = compareDevices(devices, { seed: 1, resamples: 2000 });
  const real = fixtureCampaign('quick-vm-idle-a').campaign;
  const facts = (label: string): DeviceFacts => ({
    device: { label, details: {} },
    campaigns: [{ id: `id-${label}`, dir: `/results/id-${label}`, scenario: 'quick', phase: 'done', trials: 3, createdAt: real.createdAt }],
    host: real.host,
    tools: real.tools,
    privileges: real.privileges,
    warnings: [],
  });
  return {
    comparison,
    feltVsFio: correlateFeltWithFio(comparison.metrics, devices.length),
    pairs: [],
    devices: devices.map((d) => facts(d.device)),
    scenarioDifferences: [],
    hostDifferences: [],
    scenarioName: 'synthetic',
    trials: [],
  };
}
