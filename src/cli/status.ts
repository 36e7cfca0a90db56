import { join } from 'node:path';
import { abortRequested, readActive, readRunner } from '../campaign/active.js';
import { defaultResultsDir, resolveCampaignDir } from '../campaign/results-dir.js';
import { CampaignStore } from '../campaign/store.js';
import { selectHost } from '../host/select.js';
import { statusText } from '../report/status-text.js';
import type { Command } from './parse-args.js';

export async function statusCommand(command: Extract<Command, { command: 'status' }>): Promise<number> {
  const { host, boot } = selectHost();
  const resultsDir = command.resultsDir ?? defaultResultsDir();
  const active = readActive(resultsDir);
  const dir = command.campaign ? resolveCampaignDir(command.campaign, resultsDir) : active ? join(resultsDir, active) : resolveCampaignDir('latest', resultsDir);
  const store = CampaignStore.open(dir);
  const runner = readRunner(dir);
  const currentBootId = await host.bootId();
  process.stdout.write(
    statusText({
      campaign: store.loadCampaign(),
      dir,
      trials: store.readTrials().trials,
      now: host.clock.now(),
      currentBootId,
      unitInstalled: await boot.resumeUnitInstalled(),
      unitPath: boot.resumeUnitPath,
      ...(runner ? { runner: { pid: runner.pid, alive: runner.bootId === currentBootId && boot.isProcessAlive(runner.pid) } } : {}),
      abortRequested: abortRequested(dir),
    }),
  );
  return 0;
}
