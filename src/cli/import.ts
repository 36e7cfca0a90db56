import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { defaultResultsDir, resolveCampaignDir } from '../campaign/results-dir.js';
import { totalTrials } from '../campaign/runner.js';
import type { TrialRecord } from '../campaign/model.js';
import { CampaignStore } from '../campaign/store.js';
import { UserError, errorMessage } from '../errors.js';
import { FioParseError, parseFioJson } from '../parse/fio-json.js';
import { fioSamples } from '../probes/fio/samples.js';
import type { Command } from './parse-args.js';

/**
 * `feelbench import fio FILE --campaign ID`: adds a fio result measured elsewhere (or by
 * hand) to a campaign, as a pass record after its trials; the file is kept under raw/.
 */
export async function importCommand(command: Extract<Command, { command: 'import' }>): Promise<number> {
  const dir = resolveCampaignDir(command.campaign, command.resultsDir ?? defaultResultsDir());
  const store = CampaignStore.open(dir);
  const campaign = store.loadCampaign();
  if (campaign.state.phase === 'running') {
    throw new UserError(`campaign ${campaign.id} is still running; import once it is done or aborted`);
  }
  let text: string;
  try {
    text = readFileSync(command.file, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read ${command.file}: ${errorMessage(error)}`);
  }
  let samples;
  let finishedAt: string;
  try {
    const result = parseFioJson(text);
    samples = fioSamples(result);
    finishedAt = new Date(result.timestampMs ?? Date.now()).toISOString();
  } catch (error) {
    if (error instanceof FioParseError) throw new UserError(`${command.file}: not fio JSON output: ${error.message}`);
    throw error;
  }
  if (samples.length === 0) throw new UserError(`${command.file}: fio reported no job that did any I/O; nothing to import`);

  const { trials } = store.readTrials();
  const index = Math.max(totalTrials(campaign), ...trials.map((trial) => trial.index + 1));
  const rawName = `fio-import-${String(index).padStart(3, '0')}-${basename(command.file)}`;
  store.writeRaw(rawName, text);
  const record: TrialRecord = {
    index,
    warmup: false,
    attempt: 1,
    bootId: 'imported',
    startedAt: finishedAt,
    endedAt: finishedAt,
    // Not known for a file measured elsewhere; pass records are never audited for load.
    loadBefore: [0, 0, 0],
    samples,
    pass: 'fio',
    importedFrom: resolve(command.file),
  };
  store.appendTrial(record);
  const ok = samples.filter((sample) => sample.state === 'ok').length;
  const errored = samples.length - ok;
  process.stdout.write(`imported ${ok} fio metrics${errored ? ` and ${errored} failed jobs` : ''} into ${campaign.id} (record ${index}; raw/${rawName})\n`);
  return 0;
}
