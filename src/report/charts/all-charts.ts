import type { CompareReport } from '../../compare/model.js';
import { barChartSvg } from './bar-chart.js';
import { scatterChartSvg } from './scatter-chart.js';
import { stackedChartSvg, type StackedPhase } from './stacked-chart.js';

export interface Chart {
  /** File-name safe: `bar-chromium.process_ms`. */
  id: string;
  title: string;
  kind: 'bar' | 'stacked' | 'scatter';
  svg: string;
}

/** Boot phases in the order they happen; the boot probe names them `<phase>_ms`. */
export const BOOT_PHASES = ['firmware', 'loader', 'kernel', 'initrd', 'userspace'] as const;

/** fio reports many figures per job; bars for IOPS and MB/s, the rest stays in the tables. */
const CHARTED_FIO = /_(iops|mbps)$/;

const safeId = (text: string): string => text.replace(/[^A-Za-z0-9._-]+/g, '_');

/** Pure: every chart of a compare report, as SVG text. */
export function buildCharts(report: CompareReport): Chart[] {
  const charts: Chart[] = [];
  for (const metric of report.comparison.metrics) {
    if (metric.devices.every((device) => device.summary === null)) continue;
    if (metric.probe === 'fio' && !CHARTED_FIO.test(metric.metric)) continue;
    charts.push({ id: safeId(`bar-${metric.key}`), title: `${metric.key} (${metric.unit})`, kind: 'bar', svg: barChartSvg(metric, report.comparison.baseline) });
  }
  const phases: StackedPhase[] = [];
  for (const phase of BOOT_PHASES) {
    const metric = report.comparison.metrics.find((one) => one.probe === 'boot' && one.metric === `${phase}_ms`);
    if (metric) phases.push({ metric, label: phase });
  }
  if (phases.length >= 2) {
    charts.push({ id: 'stacked-boot-phases', title: 'Boot phases', kind: 'stacked', svg: stackedChartSvg('Boot phases (median, ms)', phases, report.comparison.devices) });
  }
  if (report.feltVsFio.computable) {
    for (const row of report.feltVsFio.best) {
      charts.push({ id: safeId(`scatter-${row.felt}-vs-${row.fio}`), title: `${row.felt} vs ${row.fio}`, kind: 'scatter', svg: scatterChartSvg(row) });
    }
  }
  return charts;
}
