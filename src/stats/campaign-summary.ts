import type { CampaignRecord, TrialRecord } from '../campaign/model.js';
import { collectSeries, type MetricSeries } from './collect.js';
import { summarize, type Summary } from './summary.js';
import { auditCampaign, type Warning } from './warnings.js';

export interface MetricSummary {
  key: string;
  probe: string;
  metric: string;
  unit: MetricSeries['unit'];
  /** null when every sample of the metric errored or was skipped. */
  summary: Summary | null;
  errored: number;
  skipped: number;
  skipReasons?: string[];
}

export interface CampaignSummary {
  campaignId: string;
  /** Measured trials on disk (warm-up passes not counted). */
  trialsRecorded: number;
  warmupRecorded: number;
  metrics: MetricSummary[];
  warnings: Warning[];
}

/** Pure: everything a report shows, from what the store kept. */
export function summarizeCampaign(campaign: CampaignRecord, trials: readonly TrialRecord[]): CampaignSummary {
  // A once-per-campaign pass (fio after the last trial) is not a trial: its samples are
  // summarized under their own metrics, but it is not counted or audited as a trial.
  const measured = trials.filter((trial) => !trial.warmup && trial.pass === undefined);
  const series = collectSeries(trials);
  return {
    campaignId: campaign.id,
    trialsRecorded: measured.length,
    warmupRecorded: trials.filter((trial) => trial.warmup).length,
    metrics: series.map((one) => ({
      key: one.key,
      probe: one.probe,
      metric: one.metric,
      unit: one.unit,
      summary: one.values.length > 0 ? summarize(one.values) : null,
      errored: one.errored.length,
      skipped: one.skipped,
      skipReasons: one.skipReasons ?? [],
    })),
    warnings: auditCampaign(series, measured, campaign.host),
  };
}
