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
  const measured = trials.filter((trial) => !trial.warmup);
  const series = collectSeries(trials);
  return {
    campaignId: campaign.id,
    trialsRecorded: measured.length,
    warmupRecorded: trials.length - measured.length,
    metrics: series.map((one) => ({
      key: one.key,
      probe: one.probe,
      metric: one.metric,
      unit: one.unit,
      summary: one.values.length > 0 ? summarize(one.values) : null,
      errored: one.errored.length,
      skipped: one.skipped,
    })),
    warnings: auditCampaign(series, measured, campaign.host),
  };
}
