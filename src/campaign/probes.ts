import { errorMessage } from '../errors.js';
import { loadProbe, type ProbeId } from '../probes/catalog.js';
import type { ProbeContext } from '../probes/types.js';
import { ProbeError } from '../probes/types.js';
import type { ProbeEntry, Scenario } from '../scenario/schema.js';
import { fioPassEntry } from './final-pass.js';
import type { OpenedProbe } from './runner.js';

/** The probes each trial runs: the scenario's, after a `fio:` pass declared before-each-trial. */
function trialEntries(scenario: Scenario): ProbeEntry[] {
  return scenario.fio?.when === 'before-each-trial' ? [fioPassEntry(scenario.fio), ...scenario.probes] : scenario.probes;
}

/** The fio pass that runs once after the last trial, as a probe entry. */
function finalPassEntry(scenario: Scenario): ProbeEntry | undefined {
  return scenario.fio?.when === 'after-last-trial' ? fioPassEntry(scenario.fio) : undefined;
}

/** Every reason the scenario cannot run here, one line each, before anything is written. */
export async function preflightScenario(scenario: Scenario, context: ProbeContext): Promise<string[]> {
  const problems: string[] = [];
  const finalPass = finalPassEntry(scenario);
  for (const entry of [...trialEntries(scenario), ...(finalPass ? [finalPass] : [])]) {
    const probe = await loadProbe(entry.probe as ProbeId);
    problems.push(...(await probe.preflight(entry, context)));
  }
  return problems;
}

async function openProbe(entry: ProbeEntry, context: ProbeContext, tools: Record<string, string>): Promise<OpenedProbe> {
  try {
    const probe = await loadProbe(entry.probe as ProbeId);
    const session = await probe.open(entry, context);
    Object.assign(tools, session.tools);
    return { id: entry.probe, state: 'open', session };
  } catch (error) {
    const code = error instanceof ProbeError ? error.code : 'open-failed';
    return { id: entry.probe, state: 'failed', code, message: errorMessage(error).split('\n')[0] ?? '' };
  }
}

/** Opens every probe; `finalPass` is the fio pass to hand to runTrials when it runs after the last trial. */
export async function openProbes(
  scenario: Scenario,
  context: ProbeContext,
): Promise<{ probes: OpenedProbe[]; tools: Record<string, string>; finalPass?: OpenedProbe }> {
  const probes: OpenedProbe[] = [];
  const tools: Record<string, string> = {};
  for (const entry of trialEntries(scenario)) probes.push(await openProbe(entry, context, tools));
  const finalPass = finalPassEntry(scenario);
  return finalPass ? { probes, tools, finalPass: await openProbe(finalPass, context, tools) } : { probes, tools };
}

export async function closeProbes(probes: readonly OpenedProbe[]): Promise<void> {
  for (const probe of probes) {
    if (probe.state === 'open') await probe.session.close().catch(() => undefined);
  }
}
