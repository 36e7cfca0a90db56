import { errorMessage } from '../errors.js';
import { ProbeError, type TrialContext } from '../probes/types.js';
import type { CampaignRecord, CampaignState, Sample, TrialRecord } from './model.js';
import type { OpenedProbe } from './runner.js';
import type { CampaignStore } from './store.js';
import type { Host } from '../host/types.js';
import type { FioPassOptions, FioProbeOptions } from '../probes/fio/options.js';

/**
 * The fio pass that runs once after the last trial, so it cannot disturb the felt
 * measurements. It is stored like a trial (one fsynced line in trials.jsonl, marked
 * `pass: 'fio'`), and the campaign is only `done` once that line is on disk: a crash in
 * the middle leaves the campaign running with every trial recorded, and the next run or
 * resume runs the pass again (which first removes the test file the crash left).
 */

/** Attempts of the pass are counted under this key of CampaignRecord.attempts. */
export const FINAL_PASS_ATTEMPT_KEY = 'fio-pass';

/** The top-level `fio:` key as the probe entry that runs it. */
export function fioPassEntry(pass: FioPassOptions): FioProbeOptions {
  const { when: _when, ...settings } = pass;
  return { probe: 'fio', ...settings };
}

export function hasFinalPass(campaign: CampaignRecord): boolean {
  return campaign.scenario.snapshot.fio?.when === 'after-last-trial';
}

/** The state after the last trial: still running when the pass has yet to run, else done. */
export function stateAfterLastTrial(campaign: CampaignRecord, total: number, now: Date): CampaignState {
  return hasFinalPass(campaign) ? { phase: 'running', nextTrial: total } : { phase: 'done', finishedAt: now.toISOString() };
}

export interface FinalPassOptions {
  host: Host;
  store: CampaignStore;
  /** The opened pass (campaign/probes.ts openProbes gives it); missing is recorded as an error. */
  finalPass?: OpenedProbe;
  /** Asked before starting: true leaves the campaign resumable without running the pass. */
  shouldStop?(): boolean;
}

async function runPass(pass: OpenedProbe | undefined, context: TrialContext): Promise<Sample[]> {
  const failed = (code: string, message: string): Sample[] => [
    { probe: 'fio', metric: '*', unit: 'count', run: 0, state: 'errored', error: { code, message } },
  ];
  if (!pass) return failed('pass-not-opened', 'the fio pass was not opened by this command; rerun `feelbench resume` or `feelbench import fio`');
  if (pass.state === 'failed') return failed(pass.code, pass.message);
  try {
    return await pass.session.run(context);
  } catch (error) {
    const code = error instanceof ProbeError ? error.code : 'probe-crashed';
    return failed(code, errorMessage(error).split('\n')[0] ?? '');
  }
}

/**
 * Runs the pass when every trial is recorded and the pass is not, then marks the campaign
 * done. Anything else is returned unchanged, so it is safe to call whenever the trial
 * loop stops.
 */
export async function finishWithFinalPass(options: FinalPassOptions, campaignBefore: CampaignRecord, total: number): Promise<CampaignRecord> {
  const { host, store } = options;
  let campaign = campaignBefore;
  if (campaign.state.phase !== 'running' || campaign.state.nextTrial < total) return campaign;
  if (!hasFinalPass(campaign)) return markDone(options, campaign);
  if (options.shouldStop?.()) return campaign;
  // A crash between the pass's line and the state change: the pass is recorded, only finish.
  if (store.readTrials().trials.some((trial) => trial.pass === 'fio' && trial.index === total)) return markDone(options, campaign);
  const attempt = (campaign.attempts[FINAL_PASS_ATTEMPT_KEY] ?? 0) + 1;
  campaign = { ...campaign, attempts: { ...campaign.attempts, [FINAL_PASS_ATTEMPT_KEY]: attempt }, updatedAt: host.clock.now().toISOString() };
  store.saveCampaign(campaign);

  const startedAt = host.clock.now().toISOString();
  const loadBefore = host.loadAverage();
  const bootId = await host.bootId();
  const samples = await runPass(options.finalPass, {
    index: total,
    firstRunCache: 'warm',
    saveRaw: (name, content) => {
      store.writeRaw(`fio-pass-${name}`, content);
    },
  });
  const record: TrialRecord = { index: total, warmup: false, attempt, bootId, startedAt, endedAt: host.clock.now().toISOString(), loadBefore, samples, pass: 'fio' };
  store.appendTrial(record);
  if (options.finalPass?.state === 'open') campaign = { ...campaign, tools: { ...campaign.tools, ...options.finalPass.session.tools } };
  return markDone(options, campaign);
}

function markDone(options: FinalPassOptions, campaign: CampaignRecord): CampaignRecord {
  const now = options.host.clock.now().toISOString();
  const done: CampaignRecord = { ...campaign, updatedAt: now, state: { phase: 'done', finishedAt: now } };
  options.store.saveCampaign(done);
  return done;
}
