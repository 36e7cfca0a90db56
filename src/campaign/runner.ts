import type { Host } from '../host/types.js';
import { errorMessage } from '../errors.js';
import type { ProbeSession, TrialContext } from '../probes/types.js';
import { ProbeError } from '../probes/types.js';
import type { CacheState, CampaignRecord, Sample, TrialRecord } from './model.js';
import type { CampaignStore } from './store.js';
import { finishWithFinalPass } from './final-pass.js';
import { stateAfterTrial } from './next-state.js';
import { totalPasses } from '../scenario/trials-schema.js';

/** A probe as the runner sees it: opened, or failed to open (stored as data, the run goes on). */
export type OpenedProbe =
  | { id: string; state: 'open'; session: ProbeSession }
  | { id: string; state: 'failed'; code: string; message: string };

export type ProgressEvent =
  | { type: 'trial-start'; index: number; total: number; attempt: number }
  | { type: 'trial-done'; trial: TrialRecord; total: number; durationMs: number };

export interface RunnerOptions {
  host: Host;
  store: CampaignStore;
  probes: readonly OpenedProbe[];
  /** Cache state of the first trial this process runs (cold after a reboot). */
  firstTrialCache: CacheState;
  onProgress?(event: ProgressEvent): void;
  /** Asked between trials: true stops the loop with the campaign left resumable. */
  shouldStop?(): boolean;
  /** The fio pass that runs once after the last trial (openProbes' finalPass), when the scenario has one. */
  finalPass?: OpenedProbe;
}

/** Warm-up passes plus measured trials (the maximum, for adaptive trials). */
export function totalTrials(campaign: CampaignRecord): number {
  return totalPasses(campaign.scenario.snapshot);
}

/** Sample recorded for every trial when a probe cannot run at all. */
function probeFailureSample(probe: string, code: string, message: string): Sample {
  return { probe, metric: '*', unit: 'count', run: 0, state: 'errored', error: { code, message } };
}

async function runProbe(probe: OpenedProbe, trial: TrialContext): Promise<Sample[]> {
  if (probe.state === 'failed') return [probeFailureSample(probe.id, probe.code, probe.message)];
  try {
    return await probe.session.run(trial);
  } catch (error) {
    const code = error instanceof ProbeError ? error.code : 'probe-crashed';
    return [probeFailureSample(probe.id, code, errorMessage(error).split('\n')[0] ?? '')];
  }
}

function pad(index: number): string {
  return String(index).padStart(3, '0');
}

/**
 * Runs trials until the campaign is done. Ordering is what makes a crash harmless: the
 * attempt count is persisted before a trial runs, the trial line is fsynced before the
 * state advances, and the state is replaced atomically.
 */
export async function runTrials(options: RunnerOptions): Promise<CampaignRecord> {
  const { host, store } = options;
  let campaign = store.loadCampaign();
  const total = totalTrials(campaign);
  let firstInThisProcess = true;

  while (campaign.state.phase === 'running' && campaign.state.nextTrial < total) {
    if (options.shouldStop?.()) break;
    const index = campaign.state.nextTrial;
    const attempt = (campaign.attempts[String(index)] ?? 0) + 1;
    campaign = { ...campaign, attempts: { ...campaign.attempts, [String(index)]: attempt }, updatedAt: host.clock.now().toISOString() };
    store.saveCampaign(campaign);

    campaign = await runTrial(options, campaign, { index, attempt, firstRunCache: firstInThisProcess ? options.firstTrialCache : 'warm' });
    firstInThisProcess = false;

    const pauseMs = campaign.scenario.snapshot.pauseSeconds * 1000;
    if (campaign.state.phase === 'running' && pauseMs > 0) await host.clock.sleep(pauseMs);
  }
  return finishWithFinalPass(options, campaign, total);
}

export interface TrialPlan {
  index: number;
  attempt: number;
  firstRunCache: CacheState;
}

/**
 * One trial: probes, then the trial line fsynced, then the state advanced atomically (which
 * also clears a reboot campaign's step). Used by the loop above and by the reboot state machine.
 */
export async function runTrial(
  options: Pick<RunnerOptions, 'host' | 'store' | 'probes' | 'onProgress'>,
  campaignBefore: CampaignRecord,
  plan: TrialPlan,
): Promise<CampaignRecord> {
  const { host, store } = options;
  const { index, attempt } = plan;
  const total = totalTrials(campaignBefore);
  options.onProgress?.({ type: 'trial-start', index, total, attempt });
  const started = host.clock.monotonicMs();
  const startedAt = host.clock.now().toISOString();
  const loadBefore = host.loadAverage();
  const bootId = await host.bootId();
  const trialContext: TrialContext = {
    index,
    firstRunCache: plan.firstRunCache,
    saveRaw: (name, content) => {
      store.writeRaw(`trial-${pad(index)}-${name}`, content);
    },
  };
  const samples: Sample[] = [];
  for (const probe of options.probes) samples.push(...(await runProbe(probe, trialContext)));

  const warmup = index < campaignBefore.scenario.snapshot.warmupTrials;
  const trial: TrialRecord = { index, warmup, attempt, bootId, startedAt, endedAt: host.clock.now().toISOString(), loadBefore, samples };
  store.appendTrial(trial);
  const campaign: CampaignRecord = {
    ...campaignBefore,
    ...stateAfterTrial(campaignBefore, index, () => store.readTrials().trials, host.clock.now()),
    updatedAt: host.clock.now().toISOString(),
  };
  store.saveCampaign(campaign);
  options.onProgress?.({ type: 'trial-done', trial, total, durationMs: host.clock.monotonicMs() - started });
  return campaign;
}
