import type { TrialRecord } from '../campaign/model.js';
import { decideStopping, type AdaptiveTrials, type StoppingDecision } from './adaptive-stopping.js';
import { collectSeries } from './collect.js';
import { directionOf } from './direction.js';
import { FIO_PROBE } from './felt-vs-fio.js';

/**
 * Pure: the stopping rule applied to a campaign's stored trials. The main metrics are the
 * felt ones (not fio, with a direction); warm-up passes do not count as trials.
 */
export function adaptiveDecision(target: AdaptiveTrials, trials: readonly TrialRecord[]): StoppingDecision {
  const measured = trials.filter((trial) => !trial.warmup);
  const main = collectSeries(measured)
    .filter((series) => series.probe !== FIO_PROBE && series.metric !== '*' && directionOf(series.unit) !== 'none')
    .map((series) => ({ key: series.key, values: series.values }));
  return decideStopping(target, measured.length, main);
}
