import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CacheState, Sample } from '../../campaign/model.js';
import type { ExecResult, RunAsUser } from '../../host/types.js';
import { unreadableBy } from '../../host/user-access.js';
import { prepareCache } from '../cold-cache.js';
import { ProbeError, type ProbeContext, type ProbeDefinition, type TrialContext } from '../types.js';
import { programOf, toArgv, type Placeholders } from './command-line.js';
import type { CommandLine, CommandOptions } from './options.js';

/** Data the presets use (a tarball, a SQLite script ...), shipped in assets/everyday. */
export const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets');

const RAW_TAIL_CHARS = 4096;

/**
 * {workdir} must be on the storage under test: /tmp is a RAM disk on Debian 13 and many
 * other systems, /var/tmp is on disk (FHS), so it is preferred.
 */
function scratchBase(): string {
  return existsSync('/var/tmp') ? '/var/tmp' : tmpdir();
}

/** Who runs the command: the entry's `user`, else the campaign's unprivileged user, else whoever runs feelbench. */
async function resolveRunAs(options: CommandOptions, context: ProbeContext): Promise<RunAsUser | undefined | 'unknown'> {
  if (options.user === undefined) return context.probeUser;
  const user = await context.host.lookupUser(options.user);
  if (!user) return 'unknown';
  return user.uid === 0 && context.host.isRoot() ? undefined : user;
}

export const commandProbe: ProbeDefinition<CommandOptions> = {
  id: 'command',

  async preflight(options, context) {
    const problems: string[] = [];
    for (const line of [options.command, ...(options.prepare ? [options.prepare] : [])]) {
      const program = programOf(line);
      if (!(await context.host.which(program))) problems.push(`command ${options.name}: program "${program}" not found in PATH`);
    }
    const runAs = await resolveRunAs(options, context);
    if (runAs === 'unknown') problems.push(`command ${options.name}: user "${options.user}" does not exist on this machine`);
    else if (runAs && !context.host.isRoot()) {
      problems.push(`command ${options.name}: running as ${runAs.name} needs root; run feelbench with sudo or remove \`user\``);
    } else if (runAs && usesAssets(options)) {
      const unreadable = await unreadableBy(context.host, runAs, [assetsDir]);
      if (unreadable.length > 0) {
        problems.push(`command ${options.name}: ${runAs.name} cannot read ${assetsDir}; put feelbench where that user can read it (not under /root) or chmod o+rx the folders on the way`);
      }
    }
    return problems;
  },

  async open(options, context) {
    const runAs = await resolveRunAs(options, context);
    if (runAs === 'unknown') throw new ProbeError('unknown-user', `user "${options.user}" does not exist`);
    const workdir = await mkdtemp(join(scratchBase(), `feelbench-command-${options.name}-`));
    if (runAs) await context.host.chown(workdir, runAs);
    const placeholders: Placeholders = { assets: assetsDir, workdir };
    if (options.cache === 'cold' && !context.host.isRoot()) {
      context.log(`command ${options.name}: cache: cold needs root to drop the page cache; its runs are recorded as skipped`);
    }
    return {
      tools: {},
      run: (trial) => runTrial(options, context, trial, { placeholders, ...(runAs ? { runAs } : {}) }),
      close: async () => rm(workdir, { recursive: true, force: true }),
    };
  },
};

function usesAssets(options: CommandOptions): boolean {
  return JSON.stringify([options.command, options.prepare ?? '']).includes('{assets}');
}

interface RunSetup {
  placeholders: Placeholders;
  runAs?: RunAsUser;
}

async function runTrial(options: CommandOptions, context: ProbeContext, trial: TrialContext, setup: RunSetup): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < options.runs; run++) samples.push(await runOnce(options, context, trial, setup, run));
  return samples;
}

function execLine(line: CommandLine, options: CommandOptions, context: ProbeContext, setup: RunSetup): Promise<ExecResult> {
  const { command, args } = toArgv(line, setup.placeholders);
  return context.host.exec({ command, args, cwd: setup.placeholders.workdir, timeoutMs: options.timeoutSeconds * 1000, ...(setup.runAs ? { runAs: setup.runAs } : {}) });
}

function lastLine(text: string): string {
  return text.trim().split('\n').slice(-1)[0] ?? '';
}

function outcome(result: ExecResult): string {
  return result.exitCode === null ? `signal ${result.signal}` : `exit code ${result.exitCode}`;
}

async function runOnce(options: CommandOptions, context: ProbeContext, trial: TrialContext, setup: RunSetup, run: number): Promise<Sample> {
  const metric = `${options.name}_ms`;
  const base = { probe: 'command', metric, unit: 'ms' as const, run };
  const errored = (code: string, message: string, cache?: CacheState): Sample => ({ ...base, ...(cache ? { cache } : {}), state: 'errored', error: { code, message } });

  if (options.prepare) {
    const prepared = await execLine(options.prepare, options, context, setup);
    if (prepared.timedOut) return errored('prepare-timeout', `prepare took longer than ${options.timeoutSeconds} s; its process group was killed`);
    if (prepared.exitCode !== 0) return errored('prepare-failed', `prepare ended with ${outcome(prepared)}: ${lastLine(prepared.stderr)}`);
  }
  const cache = await prepareCache(context.host, options.cache, trial.firstRunCache, run);
  if ('skipReason' in cache) return { ...base, state: 'skipped', reason: cache.skipReason };

  const result = await execLine(options.command, options, context, setup);
  trial.saveRaw(
    `command-${options.name}-run${run}.txt`,
    `${outcome(result)} wall_ms: ${result.wallMs}\n--- stdout\n${result.stdout.slice(-RAW_TAIL_CHARS)}\n--- stderr\n${result.stderr.slice(-RAW_TAIL_CHARS)}`,
  );
  if (result.timedOut) return errored('timeout', `no exit within ${options.timeoutSeconds} s; the process group was killed`, cache.state);
  if (result.exitCode !== options.expectExitCode) {
    const detail = lastLine(result.stderr);
    return errored('exit-code', `ended with ${outcome(result)}, expected ${options.expectExitCode}${detail ? `: ${detail}` : ''}`, cache.state);
  }
  return { ...base, cache: cache.state, state: 'ok', value: result.wallMs };
}
