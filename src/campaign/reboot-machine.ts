/**
 * The reboot campaign's state machine, driven once per boot (by `run`, then by `resume`
 * from the resume unit):
 *
 *   running, no step      -> record the boot id, step `rebooting`, reboot
 *   rebooting, same boot  -> the reboot did not happen: failed
 *   rebooting, new boot   -> attempt counted and persisted, step `measuring` in this boot,
 *                            settle, probes, trial line fsynced, next trial (no step)
 *   measuring, same boot  -> the process died mid-trial without a reboot: reboot again
 *   measuring, new boot   -> the machine went down mid-trial: measure again in this boot
 *   attempts past the limit -> failed, nothing reboots again
 *   done / failed / aborted -> the resume unit is removed; never a reboot
 *
 * Every transition is written atomically before the action it announces.
 */
import { dirname } from 'node:path';
import { errorMessage } from '../errors.js';
import type { BootControl } from '../host/boot-control.js';
import type { Host } from '../host/types.js';
import { DEFAULT_SETTLE } from '../scenario/settle-schema.js';
import { clearActive } from './active.js';
import { finishWithFinalPass } from './final-pass.js';
import { stateAfterTrial } from './next-state.js';
import type { CampaignRecord } from './model.js';
import { runTrial, totalTrials, type OpenedProbe, type ProgressEvent } from './runner.js';
import { settleAfterBoot } from './settle.js';
import type { CampaignStore } from './store.js';

export interface RebootMachine {
  host: Host;
  boot: BootControl;
  store: CampaignStore;
  /** The unit to (re)install before a reboot when it is missing. */
  unitText: string;
  /** Opened once per process, just before the first trial it measures (finalPass: the fio pass after the last trial). */
  openProbes(): Promise<{ probes: OpenedProbe[]; finalPass?: OpenedProbe }>;
  closeProbes(probes: readonly OpenedProbe[]): Promise<void>;
  /** Progress for people: stdout, which the journal keeps when the unit runs it. */
  log(line: string): void;
  onProgress?(event: ProgressEvent): void;
  /** `feelbench abort` was asked for; checked between steps. */
  abortRequested(): boolean;
}

function withState(campaign: CampaignRecord, host: Host, state: CampaignRecord['state'], attempts = campaign.attempts): CampaignRecord {
  return { ...campaign, attempts, state, updatedAt: host.clock.now().toISOString() };
}

/** Drives the campaign until it ends (returned) or the machine reboots (this process ends). */
export async function driveRebootCampaign(machine: RebootMachine): Promise<CampaignRecord> {
  const { host, boot, store, log } = machine;
  let campaign = store.loadCampaign();
  let opened: { probes: OpenedProbe[]; finalPass?: OpenedProbe } | undefined;
  const closeAll = async () => {
    if (opened) await machine.closeProbes([...opened.probes, ...(opened.finalPass ? [opened.finalPass] : [])]);
    opened = undefined;
  };
  const save = (next: CampaignRecord) => {
    store.saveCampaign(next);
    campaign = next;
  };
  const fail = (reason: string) => {
    log(`campaign failed: ${reason}`);
    save(withState(campaign, host, { phase: 'failed', reason, failedAt: host.clock.now().toISOString() }));
  };
  const maxAttempts = campaign.scenario.snapshot.maxAttempts ?? 3;

  try {
    while (campaign.state.phase === 'running') {
      const state = campaign.state;
      const total = totalTrials(campaign);
      const index = state.nextTrial;
      const label = `trial ${index + 1} of ${total}`;
      if (machine.abortRequested()) {
        log(`abort requested: stopping before ${label}; results so far are kept`);
        save(withState(campaign, host, { phase: 'aborted', abortedAt: host.clock.now().toISOString() }));
        break;
      }
      if (index >= total) {
        // Every trial is recorded: the fio pass after the last trial (if any), then done. No reboot.
        opened ??= await machine.openProbes();
        save(await finishWithFinalPass({ host, store, ...(opened.finalPass ? { finalPass: opened.finalPass } : {}), shouldStop: machine.abortRequested }, campaign, total));
        continue;
      }
      // The trial line is fsynced before the state advances: a crash between the two leaves the
      // line on disk and the state behind. Advance it, never measure that trial twice.
      if (store.readTrials().trials.some((trial) => trial.index === index && trial.pass === undefined)) {
        log(`${label} is already recorded; moving on`);
        save({ ...campaign, ...stateAfterTrial(campaign, index, () => store.readTrials().trials, host.clock.now()), updatedAt: host.clock.now().toISOString() });
        continue;
      }
      const bootId = await host.bootId();
      const step = state.reboot;
      const attemptsSoFar = campaign.attempts[String(index)] ?? 0;

      const needsReboot = step === undefined || (step.step === 'measuring' && step.bootId === bootId);
      if (needsReboot) {
        if (step !== undefined) log(`${label} was interrupted in this boot (attempt ${attemptsSoFar}) without a reboot`);
        if (attemptsSoFar >= maxAttempts) {
          fail(`${label} did not finish in ${attemptsSoFar} attempts (maxAttempts ${maxAttempts}); stopped so the machine does not reboot in a loop`);
          break;
        }
        if (!(await boot.resumeUnitInstalled())) await boot.installResumeUnit(machine.unitText);
        save(withState(campaign, host, { phase: 'running', nextTrial: index, reboot: { step: 'rebooting', bootIdBefore: bootId, requestedAt: host.clock.now().toISOString() } }));
        log(`rebooting before ${label} (boot id ${bootId})`);
        await closeAll();
        try {
          await boot.reboot();
        } catch (error) {
          fail(`the reboot before ${label} failed: ${errorMessage(error)}`);
        }
        break;
      }
      if (step.step === 'rebooting' && step.bootIdBefore === bootId) {
        fail(`the reboot before ${label} did not happen: the boot id is still ${bootId} (asked at ${step.requestedAt})`);
        break;
      }
      // A new boot: this attempt is counted and persisted before anything is measured.
      const attempt = attemptsSoFar + 1;
      if (attempt > maxAttempts) {
        fail(`${label} did not finish in ${attemptsSoFar} attempts (maxAttempts ${maxAttempts}); each ended the process or the machine; stopped without another reboot`);
        break;
      }
      save(
        withState(
          campaign,
          host,
          { phase: 'running', nextTrial: index, reboot: { step: 'measuring', bootId, startedAt: host.clock.now().toISOString() } },
          { ...campaign.attempts, [String(index)]: attempt },
        ),
      );
      log(`booted (boot id ${bootId}): ${label}, attempt ${attempt} of ${maxAttempts}`);
      const settled = await settleAfterBoot(host, campaign.scenario.snapshot.settle ?? DEFAULT_SETTLE);
      log(`settled after ${(settled.waitedMs / 1000).toFixed(0)} s, load ${settled.load.toFixed(2)}${settled.calm ? '' : ' (still above the threshold; measuring anyway)'}`);
      if (machine.abortRequested()) continue;
      opened ??= await machine.openProbes();
      save(await runTrial({ host, store, probes: opened.probes, ...(machine.onProgress ? { onProgress: machine.onProgress } : {}) }, campaign, { index, attempt, firstRunCache: 'cold-after-boot' }));
      log(`${label} recorded`);
    }
  } finally {
    await closeAll();
  }
  if (campaign.state.phase !== 'running') {
    await boot.removeResumeUnit();
    clearActive(dirname(store.dir), campaign.id);
    log(`campaign ${campaign.state.phase}; the resume unit is removed`);
  }
  return campaign;
}
