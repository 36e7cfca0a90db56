import { metricKey, type Sample, type TrialRecord, type Unit } from '../campaign/model.js';

export interface MetricSeries {
  key: string;
  probe: string;
  metric: string;
  unit: Unit;
  /** ok values in trial order, then run order. */
  values: number[];
  /** The trial index of each value, parallel to values. */
  trials: number[];
  errored: Array<{ trial: number; code: string; message: string }>;
  skipped: number;
  /** Why samples were skipped (a cold run without root ...), each reason once. */
  skipReasons?: string[];
}

/** Groups stored samples of measured (not warm-up) trials by metric, in first-seen order. */
export function collectSeries(trials: readonly TrialRecord[]): MetricSeries[] {
  const byKey = new Map<string, MetricSeries>();
  const seriesFor = (sample: Sample): MetricSeries => {
    const key = metricKey(sample);
    let series = byKey.get(key);
    if (!series) {
      series = { key, probe: sample.probe, metric: sample.metric, unit: sample.unit, values: [], trials: [], errored: [], skipped: 0, skipReasons: [] };
      byKey.set(key, series);
    }
    return series;
  };
  const ordered = trials.filter((trial) => !trial.warmup).sort((a, b) => a.index - b.index);
  for (const trial of ordered) {
    for (const sample of trial.samples) {
      const series = seriesFor(sample);
      if (sample.state === 'ok') {
        series.values.push(sample.value);
        series.trials.push(trial.index);
      } else if (sample.state === 'errored') {
        series.errored.push({ trial: trial.index, code: sample.error.code, message: sample.error.message });
      } else {
        series.skipped += 1;
        const reasons = (series.skipReasons ??= []);
        if (!reasons.includes(sample.reason)) reasons.push(sample.reason);
      }
    }
  }
  return [...byKey.values()];
}
