import type { CompareReport } from '../compare/model.js';

const CSV_SAMPLE_HEADER = ['device', 'campaign', 'trial', 'warmup', 'attempt', 'probe', 'metric', 'unit', 'run', 'cache', 'state', 'value', 'error_code', 'error_message'];
const CSV_SUMMARY_HEADER = [
  'device', 'probe', 'metric', 'unit', 'n', 'errored', 'median', 'mean', 'sd', 'cv', 'min', 'max', 'ci_mean_low', 'ci_mean_high',
  'ci_median_low', 'ci_median_high', 'baseline', 'ratio', 'ratio_ci_low', 'ratio_ci_high', 'gain', 'gain_ci_low', 'gain_ci_high',
  'mann_whitney_u', 'mann_whitney_p', 'mann_whitney_method', 'verdict',
];

/** RFC 4180 quoting; numbers unrounded (String keeps every digit JSON would). */
function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: ReadonlyArray<string | number | boolean | null | undefined>): string => fields.map(csvField).join(',');

/** Every stored sample of every campaign, one line each. */
export function renderSamplesCsv(report: CompareReport): string {
  const lines = [csvLine(CSV_SAMPLE_HEADER)];
  for (const campaign of report.trials) {
    for (const trial of campaign.trials) {
      for (const sample of trial.samples) {
        lines.push(
          csvLine([
            campaign.device, campaign.campaign, trial.index, trial.warmup, trial.attempt, sample.probe, sample.metric, sample.unit, sample.run, sample.cache,
            sample.state, sample.state === 'ok' ? sample.value : null, sample.state === 'errored' ? sample.error.code : null,
            sample.state === 'errored' ? sample.error.message : sample.state === 'skipped' ? sample.reason : null,
          ]),
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** One line per device and metric: the summary and the comparison with the baseline. */
export function renderSummaryCsv(report: CompareReport): string {
  const lines = [csvLine(CSV_SUMMARY_HEADER)];
  for (const metric of report.comparison.metrics) {
    for (const device of metric.devices) {
      const s = device.summary;
      const versus = metric.versus.find((one) => one.device === device.device);
      const c = versus?.comparison;
      lines.push(
        csvLine([
          device.device, metric.probe, metric.metric, metric.unit, s?.n ?? 0, device.errored, s?.median, s?.mean, s?.sd, s?.cv, s?.min, s?.max,
          s?.ciMean?.low, s?.ciMean?.high, device.medianCi?.low, device.medianCi?.high, report.comparison.baseline,
          c?.ratio.estimate, c?.ratio.ci?.low, c?.ratio.ci?.high, c?.gain.estimate, c?.gain.ci?.low, c?.gain.ci?.high,
          versus?.mannWhitney?.u, versus?.mannWhitney?.p, versus?.mannWhitney?.method, device.device === report.comparison.baseline ? 'baseline' : versus?.verdict,
        ]),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Everything: summaries, comparisons, correlation, device facts and every sample. */
export function renderCompareJson(report: CompareReport): string {
  return `${JSON.stringify({ format: 'feelbench-compare', version: 1, ...report }, null, 2)}\n`;
}
