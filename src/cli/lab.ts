import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultResultsDir } from '../campaign/results-dir.js';
import { feelbenchVersion } from '../campaign/versions.js';
import { buildCompareReport } from '../compare/build.js';
import { loadCampaign } from '../compare/load.js';
import { errorMessage, UserError } from '../errors.js';
import { createRealHost } from '../host/real-host.js';
import { startVm } from '../host/vm.js';
import { buildLabImage } from '../lab/build.js';
import { parseDeviceList } from '../lab/devices.js';
import { labScenario } from '../lab/job.js';
import { labPaths } from '../lab/paths.js';
import { runLab, type LabVmOutcome } from '../lab/run.js';
import { resolveScenarioPath } from '../scenario/load.js';
import { totalPasses } from '../scenario/trials-schema.js';
import type { Command } from './parse-args.js';
import { writeCompareReport } from './report-output.js';

const log = (line: string) => process.stderr.write(`lab: ${line}\n`);

export async function labBuildCommand(command: Extract<Command, { command: 'lab-build' }>): Promise<number> {
  const result = await buildLabImage(createRealHost(), labPaths(), { force: command.force, log });
  for (const step of result.steps) log(`${step.name.padEnd(8)} ${step.ran ? `${(step.ms / 1000).toFixed(1)} s` : 'up to date'}`);
  process.stdout.write(`lab image ${result.image}; lab build took ${(result.wallMs / 1000).toFixed(1)} s\n`);
  return 0;
}

/** A file, else a lab scenario (lab/scenarios/NAME.yaml), else a preset. */
function resolveLabScenario(nameOrPath: string, labDir: string): string {
  if (existsSync(nameOrPath)) return nameOrPath;
  const lab = join(labDir, 'scenarios', `${nameOrPath}.yaml`);
  return existsSync(lab) ? lab : resolveScenarioPath(nameOrPath);
}

export async function labRunCommand(command: Extract<Command, { command: 'lab-run' }>): Promise<number> {
  const host = createRealHost();
  const paths = labPaths();
  const devices = parseDeviceList(command.devices);
  const source = resolveLabScenario(command.scenario, paths.labDir);
  const scenario = labScenario(readFileSync(source, 'utf8'), source, command.trials);
  if (!existsSync(join(paths.imageDir, 'root.img'))) throw new UserError(`no lab image in ${paths.imageDir}: run \`feelbench lab build\` first`);
  if (!(await host.which('qemu-system-x86_64'))) throw new UserError('lab run needs QEMU: apt-get install qemu-system-x86 qemu-utils');
  if (!scenario.scenario.reboot) log(`${scenario.fileName} has no \`reboot: true\`: the campaign runs in one boot`);
  const passes = totalPasses(scenario.scenario);
  const timeoutMinutes = command.timeoutMinutes ?? 15 + 8 * passes;
  const stamp = host.clock.now().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const outDir = command.out ?? join(command.resultsDir ?? defaultResultsDir(), `lab-${stamp}`);
  log(`${devices.length} device(s) one after another, ${passes} trial(s) each with a reboot before each; each VM is killed after ${timeoutMinutes} min; results in ${outDir}`);

  const started = host.clock.monotonicMs();
  const outcomes = await runLab(
    { host, paths, startVm },
    {
      devices,
      scenario,
      outDir,
      memMib: command.memMib,
      timeoutMs: timeoutMinutes * 60_000,
      idleMs: command.idleMinutes * 60_000,
      keepDisks: command.keepDisks,
      log,
    },
  );
  const wallMs = host.clock.monotonicMs() - started;
  printSummary(outcomes, wallMs);
  const campaigns = outcomes.flatMap((outcome) => (outcome.campaignDir ? [outcome.campaignDir] : []));
  if (campaigns.length > 0) {
    try {
      const report = buildCompareReport(campaigns.map(loadCampaign), {});
      const version = feelbenchVersion();
      await writeCompareReport(report, 'markdown', join(outDir, 'compare.md'), version);
      await writeCompareReport(report, 'html', join(outDir, 'compare.html'), version);
      await writeCompareReport(report, 'terminal', undefined, version);
      log(`compare: ${join(outDir, 'compare.md')}, ${join(outDir, 'compare.html')}`);
    } catch (error) {
      log(`compare failed: ${errorMessage(error)}`);
      return 1;
    }
  }
  return outcomes.every((outcome) => outcome.problem === undefined) ? 0 : 1;
}

function printSummary(outcomes: readonly LabVmOutcome[], wallMs: number): void {
  const lines = outcomes.map((outcome) => {
    const what = outcome.problem ?? `campaign ${outcome.phase ?? '?'} -> ${outcome.campaignDir ?? '?'}`;
    return `  ${outcome.device.padEnd(9)} ${(outcome.wallMs / 1000).toFixed(0).padStart(5)} s  ${String(outcome.bootIds.length).padStart(2)} boots  ${what}`;
  });
  process.stdout.write(`lab run took ${(wallMs / 1000).toFixed(0)} s\n${lines.join('\n')}\n`);
}
