import type { CompareReport } from '../compare/model.js';
import type { DeviceMetric, MetricComparison, VersusBaseline } from '../stats/device-comparison.js';
import { formatPercent, formatValue } from './format.js';
import { gainCell, verdictWord } from './compare-words.js';

/** One row of the comparison table, as display strings, shared by terminal, Markdown and HTML. */
export interface CompareRow {
  metric: string;
  unit: string;
  device: string;
  isBaseline: boolean;
  n: string;
  median: string;
  mean: string;
  cv: string;
  vsBaseline: string;
  mannWhitneyP: string;
  verdict: string;
  versus: VersusBaseline | undefined;
}

export const COMPARE_HEADER = ['metric', 'unit', 'device', 'n', 'median', 'mean', 'CV', 'vs baseline (95% CI)', 'U test p', 'verdict'];

export function rowCells(row: CompareRow): string[] {
  return [row.metric, row.unit, row.device, row.n, row.median, row.mean, row.cv, row.vsBaseline, row.mannWhitneyP, row.verdict];
}

function deviceRow(metric: MetricComparison, device: DeviceMetric, baseline: string): CompareRow {
  const summary = device.summary;
  const versus = metric.versus.find((one) => one.device === device.device);
  const isBaseline = device.device === baseline;
  return {
    metric: metric.key,
    unit: metric.unit,
    device: device.device,
    isBaseline,
    n: summary ? String(summary.n) + (device.errored ? ` (+${device.errored} errored)` : '') : `0${device.errored ? ` (${device.errored} errored)` : ''}`,
    median: summary ? formatValue(summary.median, metric.unit) : '-',
    mean: summary ? formatValue(summary.mean, metric.unit) : '-',
    cv: summary?.cv != null ? formatPercent(summary.cv) : '-',
    vsBaseline: isBaseline ? 'baseline' : gainCell(versus?.comparison?.gain),
    mannWhitneyP: versus?.mannWhitney ? `${versus.mannWhitney.p.toFixed(3)}${versus.mannWhitney.method === 'exact' ? '' : '*'}` : '-',
    verdict: isBaseline ? '' : versus ? verdictWord(versus.verdict) : '-',
    versus,
  };
}

export function compareRows(report: CompareReport): CompareRow[] {
  return report.comparison.metrics.flatMap((metric) => metric.devices.map((device) => deviceRow(metric, device, report.comparison.baseline)));
}

export const TABLE_NOTES = [
  'vs baseline: the change in the better direction, from the ratio of means (times: share of time saved; throughput: extra), with a 95% seeded bootstrap CI.',
  'Verdict "faster"/"slower" only where that CI excludes zero. U test p: two-sided Mann-Whitney U, exact without ties (* = normal approximation).',
];
