import type { Unit } from '../campaign/model.js';
import { bootstrapInterval } from './bootstrap.js';
import type { MetricSeries } from './collect.js';
import { directionOf, type Direction } from './direction.js';
import { mannWhitneyU, type MannWhitneyResult } from './mann-whitney.js';
import { DEFAULT_SEED } from './prng.js';
import { compareRatio, type RatioComparison } from './ratio.js';
import { median, summarize, type Interval, type Summary } from './summary.js';

/** One device's measured series (all its campaigns' measured trials together). */
export interface DeviceData {
  device: string;
  series: readonly MetricSeries[];
}

export interface CompareOptions {
  /** Device to compare against; default: the slowest on the first metric with a direction. */
  baseline?: string;
  /** Below this many ok values on either side there is no verdict. */
  minTrials?: number;
  seed?: number;
  resamples?: number;
}

export const DEFAULT_MIN_TRIALS = 3;
export const DEFAULT_RESAMPLES = 10_000;

/** better/worse for metrics with a direction; higher/lower for counts and sizes. */
export type Verdict = 'better' | 'worse' | 'higher' | 'lower' | 'no-clear-difference' | 'too-few-trials';

export interface VersusBaseline {
  /** The metric: `chromium.process_ms`. */
  key: string;
  device: string;
  baseline: string;
  n: number;
  baselineN: number;
  comparison: RatioComparison | null;
  mannWhitney: MannWhitneyResult | null;
  verdict: Verdict;
}

export interface DeviceMetric {
  device: string;
  values: number[];
  summary: Summary | null;
  /** 95% seeded bootstrap CI of the median. */
  medianCi: Interval | null;
  errored: number;
  skipped: number;
}

export interface MetricComparison {
  key: string;
  probe: string;
  metric: string;
  unit: Unit;
  direction: Direction;
  devices: DeviceMetric[];
  /** Every device but the baseline, against the baseline. */
  versus: VersusBaseline[];
}

export interface DeviceComparison {
  devices: string[];
  baseline: string;
  baselineReason: 'chosen' | 'slowest' | 'first';
  minTrials: number;
  seed: number;
  resamples: number;
  metrics: MetricComparison[];
}

function findSeries(data: DeviceData, key: string): MetricSeries | undefined {
  return data.series.find((one) => one.key === key);
}

function metricKeys(devices: readonly DeviceData[]): MetricSeries[] {
  const seen = new Map<string, MetricSeries>();
  for (const device of devices) for (const one of device.series) if (!seen.has(one.key)) seen.set(one.key, one);
  return [...seen.values()];
}

function verdictOf(direction: Direction, comparison: RatioComparison | null, enough: boolean): Verdict {
  if (!enough) return 'too-few-trials';
  const ci = comparison?.gain.ci;
  if (!ci) return 'no-clear-difference';
  if (direction === 'none') return ci.low > 0 ? 'higher' : ci.high < 0 ? 'lower' : 'no-clear-difference';
  return ci.low > 0 ? 'better' : ci.high < 0 ? 'worse' : 'no-clear-difference';
}

/** Pure: one device against another on one metric (also used for the native-vs-USB pair). */
export function compareOnMetric(
  baseline: DeviceData,
  candidate: DeviceData,
  key: string,
  options: CompareOptions = {},
): VersusBaseline | null {
  const base = findSeries(baseline, key);
  const cand = findSeries(candidate, key);
  if (!base || !cand) return null;
  const minTrials = options.minTrials ?? DEFAULT_MIN_TRIALS;
  const direction = directionOf(base.unit);
  const comparison = compareRatio(base.values, cand.values, direction, {
    seed: options.seed ?? DEFAULT_SEED,
    resamples: options.resamples ?? DEFAULT_RESAMPLES,
  });
  const enough = base.values.length >= minTrials && cand.values.length >= minTrials;
  return {
    key,
    device: candidate.device,
    baseline: baseline.device,
    n: cand.values.length,
    baselineN: base.values.length,
    comparison,
    mannWhitney: mannWhitneyU(cand.values, base.values),
    verdict: verdictOf(direction, comparison, enough),
  };
}

/** The slowest device on the first metric with a direction that every device has. */
function defaultBaseline(devices: readonly DeviceData[]): { device: string; reason: 'slowest' | 'first' } {
  const first = devices[0] as DeviceData;
  for (const candidate of metricKeys(devices)) {
    const direction = directionOf(candidate.unit);
    if (direction === 'none') continue;
    const medians = devices.map((device) => {
      const values = findSeries(device, candidate.key)?.values ?? [];
      return values.length > 0 ? median(values) : null;
    });
    if (medians.some((value) => value === null)) continue;
    let worst = 0;
    medians.forEach((value, index) => {
      const current = medians[worst] as number;
      if (direction === 'lower-is-better' ? (value as number) > current : (value as number) < current) worst = index;
    });
    return { device: (devices[worst] as DeviceData).device, reason: 'slowest' };
  }
  return { device: first.device, reason: 'first' };
}

/** Pure: every metric of every device, and each device against the baseline. */
export function compareDevices(devices: readonly DeviceData[], options: CompareOptions = {}): DeviceComparison {
  if (devices.length === 0) throw new RangeError('compare needs at least one device');
  const seed = options.seed ?? DEFAULT_SEED;
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  let baseline: { device: string; reason: DeviceComparison['baselineReason'] };
  if (options.baseline !== undefined) {
    if (!devices.some((device) => device.device === options.baseline)) {
      throw new RangeError(`baseline ${options.baseline} is not one of the devices`);
    }
    baseline = { device: options.baseline, reason: 'chosen' };
  } else {
    baseline = defaultBaseline(devices);
  }
  const baselineData = devices.find((device) => device.device === baseline.device) as DeviceData;
  const metrics = metricKeys(devices).map((template): MetricComparison => {
    const perDevice = devices.map((device): DeviceMetric => {
      const series = findSeries(device, template.key);
      const values = series?.values ?? [];
      return {
        device: device.device,
        values,
        summary: values.length > 0 ? summarize(values) : null,
        medianCi: bootstrapInterval(values, median, { seed, resamples }),
        errored: series?.errored.length ?? 0,
        skipped: series?.skipped ?? 0,
      };
    });
    const versus = devices
      .filter((device) => device.device !== baseline.device)
      .map((device) => compareOnMetric(baselineData, device, template.key, { ...options, seed, resamples }))
      .filter((one): one is VersusBaseline => one !== null);
    return {
      key: template.key,
      probe: template.probe,
      metric: template.metric,
      unit: template.unit,
      direction: directionOf(template.unit),
      devices: perDevice,
      versus,
    };
  });
  return {
    devices: devices.map((device) => device.device),
    baseline: baseline.device,
    baselineReason: baseline.reason,
    minTrials: options.minTrials ?? DEFAULT_MIN_TRIALS,
    seed,
    resamples,
    metrics,
  };
}
