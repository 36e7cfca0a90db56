import type { HostFacts, TrialRecord } from '../campaign/model.js';
import type { MetricSeries } from './collect.js';
import { median, summarize } from './summary.js';

/** Thresholds are part of the method; reports print them with the warning. */
export const THRESHOLDS = {
  /** The NVMe-boot post kept its standard deviation under 2%; above 5% a difference of that size drowns. */
  highCv: 0.05,
  /** First run this much slower than the median of the rest. */
  firstRunRatio: 1.5,
  /** 1-minute load average before a trial, per core (at least 0.5). */
  loadPerCore: 0.25,
};

export interface MetricFigure {
  metric: string;
  value: number;
}

/** A judgement on stored data, as a typed value; the words and advice live in report/. */
export type Warning =
  | { code: 'high-cv'; metrics: MetricFigure[]; threshold: number }
  | { code: 'first-run-slow'; metrics: MetricFigure[]; threshold: number }
  | { code: 'governor'; governor: string }
  | { code: 'high-load'; trials: number[]; maxLoad: number; threshold: number }
  | { code: 'errored-samples'; probe: string; trials: number; firstCode: string; firstMessage: string };

export function auditCampaign(series: readonly MetricSeries[], trials: readonly TrialRecord[], host: HostFacts): Warning[] {
  const warnings: Warning[] = [];
  if (host.cpuGovernor && host.cpuGovernor !== 'performance') {
    warnings.push({ code: 'governor', governor: host.cpuGovernor });
  }
  const loadThreshold = Math.max(0.5, THRESHOLDS.loadPerCore * host.cpuCores);
  const loaded = trials.filter((trial) => trial.loadBefore[0] > loadThreshold);
  if (loaded.length > 0) {
    warnings.push({
      code: 'high-load',
      trials: loaded.map((trial) => trial.index),
      maxLoad: Math.max(...loaded.map((trial) => trial.loadBefore[0])),
      threshold: loadThreshold,
    });
  }
  const noisy: MetricFigure[] = [];
  const slowFirst: MetricFigure[] = [];
  for (const one of series) {
    if (one.values.length >= 2) {
      const { cv } = summarize(one.values);
      if (cv !== null && cv > THRESHOLDS.highCv) noisy.push({ metric: one.key, value: cv });
    }
    if (one.values.length >= 3) {
      const [first, ...rest] = one.values as [number, ...number[]];
      const ratio = first / median(rest);
      if (ratio > THRESHOLDS.firstRunRatio) slowFirst.push({ metric: one.key, value: ratio });
    }
  }
  if (noisy.length > 0) warnings.push({ code: 'high-cv', metrics: noisy, threshold: THRESHOLDS.highCv });
  if (slowFirst.length > 0) warnings.push({ code: 'first-run-slow', metrics: slowFirst, threshold: THRESHOLDS.firstRunRatio });

  const erroredByProbe = new Map<string, MetricSeries['errored']>();
  for (const one of series) erroredByProbe.set(one.probe, [...(erroredByProbe.get(one.probe) ?? []), ...one.errored]);
  for (const [probe, errored] of erroredByProbe) {
    const first = errored[0];
    if (!first) continue;
    const trialCount = new Set(errored.map((error) => error.trial)).size;
    warnings.push({ code: 'errored-samples', probe, trials: trialCount, firstCode: first.code, firstMessage: first.message });
  }
  return warnings;
}
