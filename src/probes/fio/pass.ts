import { dirname } from 'node:path';
import type { Sample } from '../../campaign/model.js';
import { errorMessage } from '../../errors.js';
import { createRealFileSystem, type FileSystemAccess } from '../../host/filesystem.js';
import type { Host } from '../../host/types.js';
import { engineLoadable, parseFioEngines, parseFioVersion } from '../../parse/fio-enghelp.js';
import { FioParseError, parseFioJson } from '../../parse/fio-json.js';
import { ProbeError, type ProbeContext, type ProbeSession } from '../types.js';
import { ENGINE_PREFERENCE, buildJobFile, engineCandidates, expectedSeconds, passTimeoutMs, type FioTarget, type JobFilePlan } from './job-file.js';
import type { FioSettings } from './options.js';
import { FIO_PROFILES } from './profiles.js';
import { fioSamples } from './samples.js';
import { checkFreeSpace, resolveTarget } from './target.js';

/** What the pass needs from the machine: commands, and facts about paths. */
export interface FioPassContext {
  host: Host;
  fs: FileSystemAccess;
  log(message: string): void;
}

/** Where the raw output goes: under raw/ of the campaign, with a name of the caller's choosing. */
export type SaveRaw = (name: string, content: string) => void;

interface FioInstall {
  path: string;
  version: string;
  engine: string;
}

async function findFio(host: Host): Promise<FioInstall | string> {
  const path = await host.which('fio');
  if (!path) return 'fio: not installed; install it (Debian/Ubuntu/Raspberry Pi OS: sudo apt install fio)';
  const version = await host.exec({ command: path, args: ['--version'], timeoutMs: 30_000 });
  const engines = await host.exec({ command: path, args: ['--enghelp'], timeoutMs: 30_000 });
  // Listed is not enough: an external engine (libaio as a plugin) may fail to load, so try each.
  for (const engine of engineCandidates(parseFioEngines(`${engines.stdout}\n${engines.stderr}`))) {
    const check = await host.exec({ command: path, args: [`--enghelp=${engine}`], timeoutMs: 30_000 });
    if (engineLoadable(check.stdout, check.stderr)) return { path, version: parseFioVersion(version.stdout) ?? version.stdout.trim(), engine };
  }
  return `fio: ${path} offers none of the I/O engines ${ENGINE_PREFERENCE.join(', ')} in a loadable form (fio --enghelp)`;
}

/** Problems that make the pass impossible here, one line each, before a campaign starts. */
export async function preflightFioPass(options: FioSettings, context: FioPassContext): Promise<string[]> {
  const problems: string[] = [];
  const fio = await findFio(context.host);
  if (typeof fio === 'string') problems.push(fio);
  try {
    const target = await resolveTarget(options, context.fs);
    if (target.kind === 'file') {
      // A test file left by an earlier crash is ours and will be removed: count its space as free.
      await context.fs.removeFile(target.path);
      await checkFreeSpace(target, context.fs, dirname(target.path));
    }
  } catch (error) {
    problems.push(errorMessage(error));
  }
  return problems;
}

function firstFioLine(stderr: string): string | undefined {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('fio:')) ?? stderr.split('\n').find((line) => line.trim() !== '')?.trim();
}

/**
 * One pass: remove a test file left by a crash, check free space, run fio on the profile,
 * remove the test file whatever happened, keep fio's own output, return the samples.
 */
export async function runFioPass(
  options: FioSettings,
  fio: FioInstall,
  context: FioPassContext,
  saveRaw: SaveRaw,
): Promise<Sample[]> {
  const target: FioTarget = await resolveTarget(options, context.fs);
  const plan: JobFilePlan = {
    profile: FIO_PROFILES[options.profile],
    target,
    engine: fio.engine,
    runtimeSeconds: options.runtimeSeconds,
    rampSeconds: options.rampSeconds,
  };
  const jobFile = buildJobFile(plan);
  saveRaw('fio-jobs.fio', jobFile);
  if (target.kind === 'file') {
    await context.fs.removeFile(target.path);
    await checkFreeSpace(target, context.fs, dirname(target.path));
  }
  context.log(`fio: ${options.profile} on ${target.path} with ${fio.engine}, about ${Math.round(expectedSeconds(plan))} s`);
  if (fio.engine === 'psync' && plan.profile.jobs.some((spec) => spec.iodepth > 1)) {
    context.log('fio: this fio has no asynchronous engine (libaio, io_uring, posixaio): queue depths above 1 run at depth 1');
  }
  let result;
  try {
    result = await context.host.exec({
      command: fio.path,
      // --readonly is fio's own guard on top of ours for a device; the job file comes on stdin.
      args: ['--output-format=json', ...(target.kind === 'block-device' ? ['--readonly'] : []), '-'],
      input: jobFile,
      timeoutMs: passTimeoutMs(plan),
    });
  } finally {
    if (target.kind === 'file') await context.fs.removeFile(target.path);
  }
  saveRaw('fio.json', result.stdout);
  if (result.stderr.trim() !== '') saveRaw('fio-stderr.txt', result.stderr);
  if (result.timedOut) {
    throw new ProbeError('timeout', `fio did not finish within ${Math.round(passTimeoutMs(plan) / 1000)} s and was killed`);
  }
  try {
    return fioSamples(parseFioJson(result.stdout), result.stderr);
  } catch (error) {
    if (!(error instanceof FioParseError)) throw error;
    const why = firstFioLine(result.stderr) ?? error.message;
    throw new ProbeError(result.exitCode === 0 ? 'fio-output-unreadable' : 'fio-failed', `fio exited with ${String(result.exitCode)}: ${why}`);
  }
}

/**
 * Opens the pass for a campaign: finds fio and the engine once; every run() is a full pass
 * whose raw output is kept under the trial's name.
 */
export async function openFioPass(
  options: FioSettings,
  context: ProbeContext,
  fs: FileSystemAccess = createRealFileSystem(),
): Promise<ProbeSession> {
  const passContext: FioPassContext = { host: context.host, fs, log: context.log };
  const fio = await findFio(context.host);
  if (typeof fio === 'string') throw new ProbeError('fio-not-found', fio);
  return {
    tools: { fio: fio.version, 'fio.path': fio.path, 'fio.engine': fio.engine, 'fio.profile': options.profile },
    run: (trial) => runFioPass(options, fio, passContext, trial.saveRaw),
    close: async () => undefined,
  };
}
