import { describeTrials, totalPasses } from '../scenario/trials-schema.js';
import type { Scenario } from '../scenario/schema.js';
import type { Settle } from '../scenario/settle-schema.js';

/** What `run --dry-run` prints: the plan, and what would be installed. Pure. */
export function planText(input: {
  scenario: Scenario;
  source: string;
  resultsDir: string;
  settle: Settle;
  unitPath?: string;
  unitText?: string;
  refusals: string[];
}): string {
  const { scenario } = input;
  const lines = [`scenario ${scenario.name} (${input.source})`, `results: ${input.resultsDir}`];
  const probes = scenario.probes.map((entry) => entry.probe).join(', ');
  if (scenario.warmupTrials > 0) lines.push(`${scenario.warmupTrials} warm-up trial(s), kept but not summarized`);
  lines.push(`${describeTrials(scenario.trials)}, each: ${scenario.reboot ? 'reboot, settle, ' : ''}${probes}`);
  if (scenario.reboot) {
    lines.push(
      `settle after each boot: at least ${input.settle.minSeconds} s, then until the 1-minute load average is below ${input.settle.loadBelow} (at most ${input.settle.maxSeconds} s)`,
      `at most ${scenario.maxAttempts} attempt(s) per trial; past that the campaign fails and nothing reboots again`,
      `the machine reboots ${typeof scenario.trials === 'number' ? '' : 'up to '}${totalPasses(scenario)} time(s); a confirmation is asked before the first unless --yes`,
      '',
      `installs ${input.unitPath ?? 'the resume unit'} (enabled; removed when the campaign ends, fails or is aborted):`,
      ...(input.unitText ?? '').trimEnd().split('\n').map((line) => `  ${line}`),
    );
  } else if (scenario.pauseSeconds > 0) {
    lines.push(`pause ${scenario.pauseSeconds} s between trials; no reboot`);
  }
  if (input.refusals.length > 0) lines.push('', 'it would refuse to start here:', ...input.refusals.map((line) => `  - ${line}`));
  return `${lines.join('\n')}\n`;
}
