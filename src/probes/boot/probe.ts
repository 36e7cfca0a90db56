/**
 * The boot probe: once the boot has finished, read systemd's own timestamps of this boot
 * and keep systemd-analyze's texts in raw/ for audit. It measures the boot that has just
 * happened, so it belongs in scenarios that reboot before each trial.
 */
import type { Sample } from '../../campaign/model.js';
import type { ExecResult, Host } from '../../host/types.js';
import { parseAnalyzeTime, AnalyzeParseError, type AnalyzeTime } from '../../parse/systemd-analyze-time.js';
import { MANAGER_TIMESTAMP_PROPERTIES, defaultTargetReached, managerBootTimestamps, parseSystemctlShow } from '../../parse/systemctl-show.js';
import type { ProbeDefinition, TrialContext } from '../types.js';
import { ProbeError } from '../types.js';
import { bootFigures, bootSamples, compareWithAnalyze, BootTimesError } from './metrics.js';
import type { BootOptions } from './options.js';

/** `systemd-analyze time` right at the end of the boot may still say "not yet finished". */
const ANALYZE_TRIES = 5;
const ANALYZE_RETRY_MS = 2000;
const COMMAND_TIMEOUT_MS = 60_000;

function failed(code: string, message: string): Sample[] {
  return [{ probe: 'boot', metric: '*', unit: 'ms', run: 0, state: 'errored', error: { code, message } }];
}

async function systemState(host: Host, options: BootOptions): Promise<{ state: string; result: ExecResult }> {
  const result = await host.exec({
    command: 'systemctl',
    args: ['is-system-running', '--wait'],
    timeoutMs: options.waitSeconds * 1000,
  });
  return { state: result.stdout.trim().split('\n').pop() ?? '', result };
}

async function analyzeTime(host: Host, trial: TrialContext): Promise<AnalyzeTime> {
  let last: AnalyzeTime | undefined;
  for (let attempt = 1; attempt <= ANALYZE_TRIES; attempt += 1) {
    const result = await host.exec({ command: 'systemd-analyze', args: ['time'], timeoutMs: COMMAND_TIMEOUT_MS });
    trial.saveRaw('boot-analyze-time.txt', result.stdout + (result.stderr ? `\n# stderr\n${result.stderr}` : ''));
    last = parseAnalyzeTime(`${result.stdout}\n${result.stderr}`);
    if (last.state === 'finished') return last;
    if (attempt < ANALYZE_TRIES) await host.clock.sleep(ANALYZE_RETRY_MS);
  }
  return last as AnalyzeTime;
}

async function show(host: Host, args: string[]): Promise<string> {
  const result = await host.exec({ command: 'systemctl', args: ['show', ...args], timeoutMs: COMMAND_TIMEOUT_MS });
  if (result.exitCode !== 0) throw new ProbeError('systemctl-show-failed', `systemctl show ${args.join(' ')} exited ${String(result.exitCode)}: ${result.stderr.trim()}`);
  return result.stdout;
}

async function keepText(host: Host, trial: TrialContext, name: string, args: string[]): Promise<void> {
  const result = await host.exec({ command: 'systemd-analyze', args, timeoutMs: COMMAND_TIMEOUT_MS });
  trial.saveRaw(name, result.stdout + (result.stderr ? `\n# stderr\n${result.stderr}` : ''));
}

export const bootProbe: ProbeDefinition<BootOptions> = {
  id: 'boot',

  async preflight(_options, context) {
    const problems: string[] = [];
    for (const binary of ['systemctl', 'systemd-analyze']) {
      if (!(await context.host.which(binary))) problems.push(`boot: ${binary} not found; the boot probe needs systemd`);
    }
    return problems;
  },

  async open(options, context) {
    const { host } = context;
    const version = await host.exec({ command: 'systemctl', args: ['--version'], timeoutMs: COMMAND_TIMEOUT_MS });
    return {
      tools: { systemd: version.stdout.split('\n')[0]?.trim() ?? 'unknown' },
      close: async () => undefined,
      run: async (trial) => {
        const { state, result } = await systemState(host, options);
        trial.saveRaw('boot-system-state.txt', `${state}\n`);
        if (result.timedOut || state === 'starting' || state === 'initializing') {
          return failed('boot-not-finished', `the boot did not finish within ${options.waitSeconds} s (systemctl is-system-running: ${state || 'no answer'})`);
        }
        if (state === 'degraded') {
          if (!options.acceptDegraded) return failed('system-degraded', 'systemctl is-system-running: degraded (a unit failed; `systemctl --failed` lists it)');
          context.log('boot: warning: the system is degraded (a unit failed; `systemctl --failed` lists it); boot times are measured anyway');
        } else if (state !== 'running') {
          return failed('system-state', `systemctl is-system-running: ${state || `exit ${String(result.exitCode)}`}`);
        }
        const managerText = await show(host, ['-p', MANAGER_TIMESTAMP_PROPERTIES.join(',')]);
        const targetText = await show(host, ['-p', 'Id,ActiveEnterTimestampMonotonic', 'default.target']);
        trial.saveRaw('boot-systemctl-show.txt', `${managerText}${targetText}`);
        let samples: Sample[];
        let figures;
        try {
          figures = bootFigures(managerBootTimestamps(parseSystemctlShow(managerText)), defaultTargetReached(parseSystemctlShow(targetText)).activeEnter);
          samples = bootSamples(figures);
        } catch (error) {
          if (error instanceof BootTimesError) return failed(error.code, error.message);
          throw new ProbeError('systemctl-show-unreadable', error instanceof Error ? error.message : String(error));
        }
        let analyze: AnalyzeTime;
        try {
          analyze = await analyzeTime(host, trial);
        } catch (error) {
          if (!(error instanceof AnalyzeParseError)) throw error;
          return [...samples, ...failed('analyze-unreadable', `systemd-analyze time: ${error.message}`)];
        }
        await keepText(host, trial, 'boot-analyze-blame.txt', ['blame']);
        await keepText(host, trial, 'boot-analyze-critical-chain.txt', ['critical-chain']);
        const problems = compareWithAnalyze(figures, analyze);
        if (problems.length > 0) {
          samples.push({ probe: 'boot', metric: 'analyze_check', unit: 'count', run: 0, state: 'errored', error: { code: 'analyze-mismatch', message: problems.join('; ') } });
        }
        return samples;
      },
    };
  },
};
