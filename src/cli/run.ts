import { describeTrials } from '../scenario/trials-schema.js';
import chalk from 'chalk';
import { createCampaign } from '../campaign/create.js';
import { probeContextFor } from '../campaign/probe-user.js';
import { closeProbes, openProbes, preflightScenario } from '../campaign/probes.js';
import { defaultResultsDir } from '../campaign/results-dir.js';
import { runTrials } from '../campaign/runner.js';
import { UserError } from '../errors.js';
import { createRealHost } from '../host/real-host.js';
import { createProgressLine } from '../report/progress.js';
import { loadScenario, type LoadedScenario } from '../scenario/load.js';
import type { Command } from './parse-args.js';
import { printCampaignReport } from './report.js';

export async function runCommand(command: Extract<Command, { command: 'run' }>): Promise<number> {
  return runLoadedScenario(command, loadScenario(command.scenario));
}

/** Runs a scenario already loaded (from a file, or built from options by `feelbench fio`). */
export async function runLoadedScenario(command: Extract<Command, { command: 'run' }>, loaded: LoadedScenario): Promise<number> {
  const host = createRealHost();
  if (command.dryRun || loaded.scenario.reboot) return (await import('./run-reboot.js')).runRebootCommand(command, loaded);
  const resultsDir = command.resultsDir ?? defaultResultsDir();
  const { probeUser, context } = await probeContextFor(host, loaded.scenario.user, resultsDir, (message) => process.stderr.write(`${message}\n`));
  const problems = await preflightScenario(loaded.scenario, context);
  if (problems.length > 0) throw new UserError(problems.join('; '), 1);

  const store = await createCampaign({
    host,
    loaded,
    resultsDir,
    probeUser,
    ...(command.label ? { label: command.label } : {}),
    ...(command.id ? { id: command.id } : {}),
  });
  process.stderr.write(`${chalk.bold('feelbench')} ${loaded.scenario.name}: ${describeTrials(loaded.scenario.trials)} -> ${store.dir}\n`);
  const device = store.loadCampaign().device;
  if (device) process.stderr.write(`device under test: ${device.label}${device.unknownReason ? ` (${device.unknownReason})` : ''}\n`);

  let stopRequested = false;
  const onSignal = () => {
    if (stopRequested) process.exit(130); // second Ctrl-C: the store is consistent at any point
    stopRequested = true;
    process.stderr.write('\nstopping after this trial (Ctrl-C again to quit now)\n');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const { probes, tools, finalPass } = await openProbes(loaded.scenario, context);
  let campaign = store.loadCampaign();
  store.saveCampaign({ ...campaign, tools: { ...campaign.tools, ...tools } });
  const progress = createProgressLine();
  try {
    campaign = await runTrials({
      host,
      store,
      probes,
      firstTrialCache: 'warm',
      onProgress: (event) => progress.update(event),
      shouldStop: () => stopRequested,
      ...(finalPass ? { finalPass } : {}),
    });
  } finally {
    progress.done();
    await closeProbes(finalPass ? [...probes, finalPass] : probes);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (stopRequested && campaign.state.phase === 'running') {
    campaign = { ...campaign, state: { phase: 'aborted', abortedAt: host.clock.now().toISOString() } };
    store.saveCampaign(campaign);
  }
  printCampaignReport(store, { writeFiles: true });
  return campaign.state.phase === 'done' ? 0 : 1;
}
