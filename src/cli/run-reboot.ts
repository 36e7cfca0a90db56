import { totalPasses } from '../scenario/trials-schema.js';
import { createInterface } from 'node:readline/promises';
import { readActive, writeActive } from '../campaign/active.js';
import { createCampaign } from '../campaign/create.js';
import { probeContextFor } from '../campaign/probe-user.js';
import { preflightScenario } from '../campaign/probes.js';
import { defaultResultsDir } from '../campaign/results-dir.js';
import { rebootRefusals } from '../campaign/safety.js';
import { UserError } from '../errors.js';
import { selectHost } from '../host/select.js';
import { planText } from '../report/plan-text.js';
import type { LoadedScenario } from '../scenario/load.js';
import { DEFAULT_SETTLE } from '../scenario/settle-schema.js';
import type { Command } from './parse-args.js';
import { cliScriptPath, driveFromCli, unitTextFor } from './reboot-session.js';

async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

/** `run` for a scenario with `reboot: true`, and `run --dry-run` for any scenario. */
export async function runRebootCommand(command: Extract<Command, { command: 'run' }>, loaded: LoadedScenario): Promise<number> {
  const { host, boot } = selectHost();
  const { scenario } = loaded;
  const resultsDir = command.resultsDir ?? defaultResultsDir();
  const trustedUid = host.env.FEELBENCH_FAKE_SYSROOT ? (process.getuid?.() ?? 0) : 0;
  const refusals = scenario.reboot
    ? await rebootRefusals(host, boot, { resultsDir, scenarioFile: loaded.source, cliFile: cliScriptPath() }, trustedUid)
    : [];
  const active = readActive(resultsDir);
  if (scenario.reboot && active) refusals.push(`campaign ${active} is still active; \`feelbench status\` shows it, \`feelbench abort\` stops it`);
  const settle = scenario.settle ?? DEFAULT_SETTLE;
  if (command.dryRun) {
    const unitText = scenario.reboot ? unitTextFor(resultsDir, '<new campaign id>') : undefined;
    process.stdout.write(planText({ scenario, source: loaded.source, resultsDir, settle, unitPath: boot.resumeUnitPath, ...(unitText ? { unitText } : {}), refusals }));
    return 0;
  }
  if (refusals.length > 0) throw new UserError(`will not start a reboot campaign: ${refusals.join('; ')}`, 1);

  const { probeUser, context } = await probeContextFor(host, scenario.user, resultsDir, (line) => process.stderr.write(`${line}\n`));
  const problems = await preflightScenario(scenario, context);
  if (problems.length > 0) throw new UserError(problems.join('; '), 1);

  const reboots = totalPasses(scenario);
  if (!command.yes) {
    if (!process.stdin.isTTY) throw new UserError(`this scenario reboots the machine ${reboots} times; give --yes to confirm when not at a terminal`);
    const ok = await confirm(`feelbench will reboot this machine now and ${reboots - 1} more time(s), measuring after each boot. Save your work. Continue? [y/N] `);
    if (!ok) {
      process.stderr.write('nothing was changed\n');
      return 1;
    }
  }
  const store = await createCampaign({
    host,
    loaded,
    resultsDir,
    probeUser,
    ...(command.label ? { label: command.label } : {}),
    ...(command.id ? { id: command.id } : {}),
  });
  const campaign = store.loadCampaign();
  writeActive(resultsDir, campaign.id);
  await boot.installResumeUnit(unitTextFor(resultsDir, campaign.id));
  process.stdout.write(`feelbench: campaign ${campaign.id} in ${store.dir}; ${boot.resumeUnitPath} installed\n`);
  const ended = await driveFromCli(host, boot, store);
  return ended.state.phase === 'done' ? 0 : 1;
}
