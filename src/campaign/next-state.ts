import { adaptiveDecision } from '../stats/adaptive-campaign.js';
import { totalPasses } from '../scenario/trials-schema.js';
import { stateAfterLastTrial } from './final-pass.js';
import type { CampaignRecord, TrialRecord } from './model.js';

/**
 * Where a campaign goes once trial `index` is on disk: the next trial, or (after the last
 * one, or when adaptive trials are precise enough) the final pass or done. Pure, and used
 * both after a trial and when a crash left the line written but the state behind.
 */
export function stateAfterTrial(
  campaign: CampaignRecord,
  index: number,
  /** Read only for adaptive trials, the one case that needs what is on disk. */
  trialsOnDisk: () => readonly TrialRecord[],
  now: Date,
): Pick<CampaignRecord, 'state' | 'adaptive'> {
  const { trials, warmupTrials } = campaign.scenario.snapshot;
  const total = totalPasses(campaign.scenario.snapshot);
  const next = { phase: 'running' as const, nextTrial: index + 1 };
  if (typeof trials === 'number' || index < warmupTrials) {
    return { state: index + 1 < total ? next : stateAfterLastTrial(campaign, total, now) };
  }
  const decision = adaptiveDecision(trials, trialsOnDisk());
  return { state: decision.stop || index + 1 >= total ? stateAfterLastTrial(campaign, total, now) : next, adaptive: decision };
}
