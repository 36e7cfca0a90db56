import { totalPasses } from '../scenario/trials-schema.js';
import type { CampaignRecord, TrialRecord } from '../campaign/model.js';
import { formatDuration } from './format.js';

export interface StatusInput {
  campaign: CampaignRecord;
  dir: string;
  trials: readonly TrialRecord[];
  now: Date;
  currentBootId: string;
  unitInstalled: boolean;
  unitPath: string;
  runner?: { pid: number; alive: boolean };
  abortRequested: boolean;
}

function lastResult(trial: TrialRecord | undefined): string {
  if (!trial) return 'none yet';
  const ok = trial.samples.filter((sample) => sample.state === 'ok');
  const errored = trial.samples.length - ok.length - trial.samples.filter((sample) => sample.state === 'skipped').length;
  const shown = ok.slice(0, 4).map((sample) => `${sample.probe}.${sample.metric} ${sample.value.toFixed(1)} ${sample.unit}`);
  return `trial ${trial.index + 1} (attempt ${trial.attempt}, ended ${trial.endedAt}): ${shown.join(', ') || 'no ok samples'}${errored > 0 ? `; ${errored} errored` : ''}`;
}

/** Mean time from one trial's end to the next one's (reboot and settle included). */
function cycleMs(trials: readonly TrialRecord[]): number | undefined {
  if (trials.length >= 2) {
    const first = Date.parse(trials[0]?.endedAt ?? '');
    const last = Date.parse(trials[trials.length - 1]?.endedAt ?? '');
    return (last - first) / (trials.length - 1);
  }
  const only = trials[0];
  return only ? Date.parse(only.endedAt) - Date.parse(only.startedAt) : undefined;
}

/** `feelbench status`, plain text (it ends up in the journal too). Pure. */
export function statusText(input: StatusInput): string {
  const { campaign, trials } = input;
  const total = totalPasses(campaign.scenario.snapshot);
  const lines = [`campaign ${campaign.id} (${input.dir})`, `scenario ${campaign.scenario.snapshot.name ?? '?'}, label ${campaign.label}`];
  const state = campaign.state;
  switch (state.phase) {
    case 'running': {
      const k = state.nextTrial + 1;
      const attempts = campaign.attempts[String(state.nextTrial)] ?? 0;
      lines.push(`state: running, trial ${k} of ${total} (${trials.length} recorded)`);
      let next: string;
      if (input.abortRequested) next = 'abort requested: stops after the current step';
      else if (!state.reboot) next = campaign.scenario.snapshot.reboot ? `reboot, then measure trial ${k}` : `measure trial ${k}`;
      else if (state.reboot.step === 'rebooting') {
        next =
          state.reboot.bootIdBefore === input.currentBootId
            ? `waiting for the reboot asked at ${state.reboot.requestedAt} (this boot is still ${input.currentBootId})`
            : `resume after the reboot asked at ${state.reboot.requestedAt}: settle, then measure trial ${k}`;
      } else {
        next = state.reboot.bootId === input.currentBootId ? `measuring trial ${k} (attempt ${attempts}) since ${state.reboot.startedAt}` : `trial ${k} was interrupted (attempt ${attempts}); the next resume retries it`;
      }
      lines.push(`next step: ${next}`);
      const cycle = cycleMs(trials);
      if (cycle !== undefined && cycle > 0) lines.push(`time left: about ${formatDuration((total - state.nextTrial) * cycle)} (from ${trials.length} trial(s) so far)`);
      else lines.push('time left: not known until a trial has finished');
      break;
    }
    case 'done':
      lines.push(`state: done at ${state.finishedAt}, ${trials.length} trial(s)`);
      break;
    case 'failed':
      lines.push(`state: failed at ${state.failedAt}: ${state.reason}`);
      break;
    case 'aborted':
      lines.push(`state: aborted at ${state.abortedAt}, ${trials.length} trial(s) kept`);
      break;
  }
  lines.push(`last result: ${lastResult(trials[trials.length - 1])}`);
  lines.push(`resume unit: ${input.unitInstalled ? `installed (${input.unitPath})` : 'not installed'}`);
  if (input.runner) lines.push(`feelbench process: pid ${input.runner.pid}, ${input.runner.alive ? 'running' : 'not running'}`);
  return `${lines.join('\n')}\n`;
}
