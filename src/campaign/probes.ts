import { errorMessage } from '../errors.js';
import { loadProbe, type ProbeId } from '../probes/catalog.js';
import type { ProbeContext } from '../probes/types.js';
import { ProbeError } from '../probes/types.js';
import type { Scenario } from '../scenario/schema.js';
import type { OpenedProbe } from './runner.js';

/** Every reason the scenario cannot run here, one line each, before anything is written. */
export async function preflightScenario(scenario: Scenario, context: ProbeContext): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of scenario.probes) {
    const probe = await loadProbe(entry.probe as ProbeId);
    problems.push(...(await probe.preflight(entry, context)));
  }
  return problems;
}

export async function openProbes(scenario: Scenario, context: ProbeContext): Promise<{ probes: OpenedProbe[]; tools: Record<string, string> }> {
  const probes: OpenedProbe[] = [];
  const tools: Record<string, string> = {};
  for (const entry of scenario.probes) {
    try {
      const probe = await loadProbe(entry.probe as ProbeId);
      const session = await probe.open(entry, context);
      Object.assign(tools, session.tools);
      probes.push({ id: entry.probe, state: 'open', session });
    } catch (error) {
      const code = error instanceof ProbeError ? error.code : 'open-failed';
      probes.push({ id: entry.probe, state: 'failed', code, message: errorMessage(error).split('\n')[0] ?? '' });
    }
  }
  return { probes, tools };
}

export async function closeProbes(probes: readonly OpenedProbe[]): Promise<void> {
  for (const probe of probes) {
    if (probe.state === 'open') await probe.session.close().catch(() => undefined);
  }
}
