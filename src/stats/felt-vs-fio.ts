import { pearson, spearman } from './correlation.js';
import type { MetricComparison } from './device-comparison.js';

export const FIO_PROBE = 'fio';
export const MIN_DEVICES_FOR_CORRELATION = 3;

export interface CorrelationPoint {
  device: string;
  /** Median of the fio metric on this device. */
  x: number;
  /** Median of the felt metric on this device. */
  y: number;
}

export interface CorrelationRow {
  felt: string;
  fio: string;
  /** Devices that have both metrics. */
  n: number;
  spearman: number | null;
  pearson: number | null;
  /**
   * Chance that n devices in a random order rank perfectly (|rho| = 1): 2 / n!. With 3
   * devices 1 in 3, so a perfect rank with few devices is a hint, not evidence.
   */
  perfectRankByChance: number;
  points: CorrelationPoint[];
}

function factorial(n: number): number {
  let product = 1;
  for (let k = 2; k <= n; k++) product *= k;
  return product;
}

export type FeltVsFio =
  | { computable: false; reason: 'no-fio-metrics' | 'no-felt-metrics' | 'too-few-devices'; devices: number; minDevices: number }
  | {
      computable: true;
      devices: number;
      rows: CorrelationRow[];
      /** Per felt metric, the fio metric with the largest |Spearman| (then |Pearson|). */
      best: CorrelationRow[];
    };

function medians(metric: MetricComparison): Map<string, number> {
  const out = new Map<string, number>();
  for (const device of metric.devices) if (device.summary) out.set(device.device, device.summary.median);
  return out;
}

const strength = (value: number | null): number => (value === null ? -1 : Math.abs(value));

/**
 * Pure: across devices, the device medians of each felt metric (not fio, with a
 * direction) against each fio metric. Needs 3 devices or more.
 */
export function correlateFeltWithFio(metrics: readonly MetricComparison[], deviceCount: number): FeltVsFio {
  const fio = metrics.filter((metric) => metric.probe === FIO_PROBE && metric.direction !== 'none');
  const felt = metrics.filter((metric) => metric.probe !== FIO_PROBE && metric.direction !== 'none');
  const minDevices = MIN_DEVICES_FOR_CORRELATION;
  if (deviceCount < minDevices) return { computable: false, reason: 'too-few-devices', devices: deviceCount, minDevices };
  if (fio.length === 0) return { computable: false, reason: 'no-fio-metrics', devices: deviceCount, minDevices };
  if (felt.length === 0) return { computable: false, reason: 'no-felt-metrics', devices: deviceCount, minDevices };
  const rows: CorrelationRow[] = [];
  for (const feltMetric of felt) {
    const y = medians(feltMetric);
    for (const fioMetric of fio) {
      const x = medians(fioMetric);
      const points = [...y.keys()].filter((device) => x.has(device)).map((device) => ({ device, x: x.get(device) as number, y: y.get(device) as number }));
      const enough = points.length >= minDevices;
      rows.push({
        felt: feltMetric.key,
        fio: fioMetric.key,
        n: points.length,
        spearman: enough ? spearman(points.map((p) => p.x), points.map((p) => p.y)) : null,
        pearson: enough ? pearson(points.map((p) => p.x), points.map((p) => p.y)) : null,
        perfectRankByChance: Math.min(1, 2 / factorial(points.length)),
        points,
      });
    }
  }
  const best: CorrelationRow[] = [];
  for (const feltMetric of felt) {
    const candidates = rows.filter((row) => row.felt === feltMetric.key && row.spearman !== null);
    const top = candidates.reduce<CorrelationRow | null>((winner, row) => {
      if (!winner) return row;
      const bySpearman = strength(row.spearman) - strength(winner.spearman);
      if (bySpearman > 0 || (bySpearman === 0 && strength(row.pearson) > strength(winner.pearson))) return row;
      return winner;
    }, null);
    if (top) best.push(top);
  }
  return { computable: true, devices: deviceCount, rows, best };
}
