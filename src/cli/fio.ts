import { scenarioSchema } from '../scenario/schema.js';
import { FIO_PROFILES } from '../probes/fio/profiles.js';
import type { Command } from './parse-args.js';
import { runLoadedScenario } from './run.js';

/**
 * `feelbench fio`: the fio pass alone, recorded as a campaign. It is the same campaign
 * `feelbench run` makes of a scenario whose only probe is fio (see scenarios/fio-cdm.yaml).
 */
export async function fioCommand(command: Extract<Command, { command: 'fio' }>): Promise<number> {
  const profile = FIO_PROFILES[command.profile];
  const scenario = scenarioSchema.parse({
    name: `fio-${command.profile}`,
    description: `fio ${profile.id}: ${profile.description}`,
    trials: command.trials,
    probes: [
      {
        probe: 'fio',
        profile: command.profile,
        ...(command.directory ? { directory: command.directory } : {}),
        ...(command.device ? { device: command.device } : {}),
        ...(command.size ? { size: command.size } : {}),
        ...(command.runtimeSeconds !== undefined ? { runtimeSeconds: command.runtimeSeconds } : {}),
        ...(command.rampSeconds !== undefined ? { rampSeconds: command.rampSeconds } : {}),
      },
    ],
  });
  return runLoadedScenario(
    { command: 'run', scenario: scenario.name ?? 'fio', label: command.label, id: command.id, resultsDir: command.resultsDir },
    { source: 'feelbench fio (command line)', scenario },
  );
}
