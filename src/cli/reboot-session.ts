import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { abortRequested, markRunner } from '../campaign/active.js';
import { probeContextFor } from '../campaign/probe-user.js';
import { closeProbes, openProbes } from '../campaign/probes.js';
import { driveRebootCampaign } from '../campaign/reboot-machine.js';
import { resumeUnitText } from '../campaign/resume-unit.js';
import type { CampaignRecord } from '../campaign/model.js';
import type { CampaignStore } from '../campaign/store.js';
import type { BootControl } from '../host/boot-control.js';
import type { Host } from '../host/types.js';
import { printCampaignReport } from './report.js';

/** The compiled CLI the unit starts (this file's sibling main.js under dist/). */
export function cliScriptPath(): string {
  const here = fileURLToPath(import.meta.url);
  const compiled = here.endsWith('.ts') ? join(dirname(here), '..', '..', 'dist', 'cli', 'main.js') : join(dirname(here), 'main.js');
  return resolve(compiled);
}

export function unitTextFor(resultsDir: string, campaignId: string): string {
  return resumeUnitText({ nodePath: process.execPath, cliPath: cliScriptPath(), resultsDir: resolve(resultsDir), campaignId });
}

/** One boot's share of a reboot campaign, from `run` or `resume`; prints to stdout for the journal. */
export async function driveFromCli(host: Host, boot: BootControl, store: CampaignStore): Promise<CampaignRecord> {
  const log = (line: string) => process.stdout.write(`feelbench: ${line}\n`);
  let campaign = store.loadCampaign();
  markRunner(store.dir, { pid: process.pid, bootId: await host.bootId(), startedAt: host.clock.now().toISOString() });
  campaign = await driveRebootCampaign({
    host,
    boot,
    store,
    unitText: unitTextFor(dirname(store.dir), campaign.id),
    log,
    abortRequested: () => abortRequested(store.dir),
    openProbes: async () => {
      const { context } = await probeContextFor(host, campaign.scenario.snapshot.user, dirname(store.dir), log);
      const opened = await openProbes(campaign.scenario.snapshot, context);
      const latest = store.loadCampaign();
      store.saveCampaign({ ...latest, tools: { ...latest.tools, ...opened.tools } });
      return opened.finalPass ? { probes: opened.probes, finalPass: opened.finalPass } : { probes: opened.probes };
    },
    closeProbes,
    onProgress: (event) => {
      if (event.type === 'trial-done') {
        const errored = event.trial.samples.filter((sample) => sample.state === 'errored').length;
        log(`trial ${event.trial.index + 1} of ${event.total} took ${(event.durationMs / 1000).toFixed(1)} s${errored ? `, ${errored} errored sample(s)` : ''}`);
      }
    },
  });
  if (campaign.state.phase === 'done' && existsSync(store.trialsFile)) printCampaignReport(store, { writeFiles: true });
  return campaign;
}
