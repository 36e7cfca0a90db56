import { join } from 'node:path';
import { clearActive, readActive, readRunner, requestAbort } from '../campaign/active.js';
import { defaultResultsDir } from '../campaign/results-dir.js';
import { CampaignStore } from '../campaign/store.js';
import { selectHost } from '../host/select.js';
import type { Command } from './parse-args.js';

/**
 * Asks the running feelbench to stop after its current step (it removes the unit). When
 * none is running (between boots, or it died), applies the abort itself.
 */
export async function abortCommand(command: Extract<Command, { command: 'abort' }>): Promise<number> {
  const { host, boot } = selectHost();
  const resultsDir = command.resultsDir ?? defaultResultsDir();
  const active = readActive(resultsDir);
  if (!active) {
    if (await boot.resumeUnitInstalled()) await boot.removeResumeUnit();
    process.stdout.write(`feelbench: no active campaign in ${resultsDir}; nothing to abort\n`);
    return 0;
  }
  const dir = join(resultsDir, active);
  requestAbort(dir, host.clock.now());
  const runner = readRunner(dir);
  const alive = runner !== undefined && runner.bootId === (await host.bootId()) && boot.isProcessAlive(runner.pid) && runner.pid !== process.pid;
  if (alive) {
    process.stdout.write(`feelbench: abort requested; the running feelbench (pid ${runner.pid}) stops after its current step and removes the resume unit\n`);
    return 0;
  }
  const store = CampaignStore.open(dir);
  const campaign = store.loadCampaign();
  if (campaign.state.phase === 'running') {
    store.saveCampaign({ ...campaign, updatedAt: host.clock.now().toISOString(), state: { phase: 'aborted', abortedAt: host.clock.now().toISOString() } });
  }
  await boot.removeResumeUnit();
  clearActive(resultsDir, active);
  process.stdout.write(`feelbench: campaign ${active} aborted; the resume unit is removed; results are kept in ${dir}\n`);
  return 0;
}
