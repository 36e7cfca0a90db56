import type { CacheState, Sample, Unit } from '../../campaign/model.js';
import { NONINTERACTIVE_ENV, queryPackages, recoverDpkg, type DpkgRecovery } from '../../host/dpkg.js';
import type { ExecResult, Host } from '../../host/types.js';
import { dpkgPhasesFromStatus, statusErrors } from '../../parse/apt-status.js';
import { aptErrors, countFetchedItems, parseAptSummary, parseNeedToGet } from '../../parse/apt-summary.js';
import { isInstalledOk, isPresent } from '../../parse/dpkg.js';
import { prepareCache } from '../cold-cache.js';
import { ProbeError, type ProbeContext, type ProbeDefinition, type TrialContext } from '../types.js';
import {
  downloadInstallArgs,
  downloadReinstallArgs,
  downloadUpgradeArgs,
  simulateArgs,
  timedInstallArgs,
  timedPurgeArgs,
  timedReinstallArgs,
  timedUpgradeArgs,
  type AptCommandSettings,
} from './apt-commands.js';
import type { AptOptions } from './options.js';

const APT_GET = 'apt-get';

function settingsOf(options: AptOptions): AptCommandSettings {
  return { lockWaitSeconds: options.lockWaitSeconds };
}

async function aptGet(host: Host, args: readonly string[], options: AptOptions, timeLines = false): Promise<ExecResult> {
  return host.exec({ command: APT_GET, args, env: { ...NONINTERACTIVE_ENV }, timeoutMs: options.timeoutSeconds * 1000, timeLines });
}

function firstError(result: ExecResult): string {
  const errors = [...aptErrors(result.stdout), ...aptErrors(result.stderr)];
  if (result.timedOut) return 'timed out; the process tree was killed';
  return errors[0] ?? (result.stderr.trim().split('\n').slice(-1)[0] || `exit ${result.exitCode ?? result.signal}`);
}

/**
 * The repair the runner gets on every start (open) and the probe after any failed apt
 * run: dpkg consistent again, packages left half-installed reinstalled from the cache.
 */
export async function repairPackageDatabase(host: Host, options: AptOptions): Promise<DpkgRecovery> {
  return recoverDpkg(host, {
    lockWaitMs: options.lockWaitSeconds * 1000,
    reinstallFromCache: (packages) => aptGet(host, timedReinstallArgs(packages, settingsOf(options)), options),
  });
}

export const aptProbe: ProbeDefinition<AptOptions> = {
  id: 'apt',

  async preflight(options, context) {
    const { host } = context;
    if (!host.isRoot()) return ['apt: installing packages needs root; run feelbench with sudo (or leave the apt probe out)'];
    for (const binary of [APT_GET, 'dpkg', 'dpkg-query']) {
      if (!(await host.which(binary))) return [`apt: ${binary} not found; the apt probe needs a Debian-based system`];
    }
    if (options.mode === 'upgrade') return [];
    const statuses = await queryPackages(host, options.packages);
    const byName = new Map(statuses.map((status) => [status.package, status]));
    if (options.mode === 'reinstall') {
      const missing = options.packages.filter((name) => {
        const status = byName.get(name);
        return status === undefined || !isInstalledOk(status);
      });
      return missing.length === 0
        ? []
        : [`apt: reinstall mode needs installed packages; not installed (or not fully configured): ${missing.join(', ')}; install them first, list others in \`packages\`, or use mode: install-purge`];
    }
    const present = options.packages.filter((name) => {
      const status = byName.get(name);
      return status !== undefined && isPresent(status);
    });
    if (present.length > 0) {
      return [`apt: install-purge would purge packages you have installed: ${present.join(', ')}; list packages that are not installed`];
    }
    const simulation = await host.exec({ command: APT_GET, args: simulateArgs('install', options.packages), env: { ...NONINTERACTIVE_ENV }, timeoutMs: 120_000 });
    const summary = parseAptSummary(simulation.stdout);
    if (simulation.exitCode !== 0 || !summary) return [`apt: cannot plan installing ${options.packages.join(', ')}: ${firstError(simulation)}`];
    if (summary.newlyInstalled !== options.packages.length || summary.upgraded > 0 || summary.toRemove > 0) {
      return [
        `apt: installing ${options.packages.join(', ')} would also change other packages (${summary.newlyInstalled} new, ${summary.upgraded} upgraded, ${summary.toRemove} removed), which a purge would not undo; add their dependencies to \`packages\` or pick a set without any (see apt-get -s install)`,
      ];
    }
    return [];
  },

  async open(options, context) {
    const { host } = context;
    // Runs on every start, resume after a reboot or a crash included: an apt run killed
    // half-way is finished here before anything is measured.
    const repair = await repairPackageDatabase(host, options);
    for (const action of repair.actions) context.log(`apt: ${action}`);
    if (repair.stillBroken.length > 0) {
      throw new ProbeError('dpkg-inconsistent', `dpkg is still inconsistent after repair (${repair.stillBroken.join(', ')}); fix it with dpkg --configure -a / apt-get install -f`);
    }
    const version = (await host.exec({ command: APT_GET, args: ['--version'], timeoutMs: 30_000 })).stdout.split('\n')[0] ?? '';
    const tools = { apt: version.trim() };
    const plan = await prepareMode(options, context);
    return {
      tools,
      run: (trial) => runTrial(plan, options, context, trial),
      close: async () => {
        const closing = await repairPackageDatabase(host, options);
        for (const action of closing.actions) context.log(`apt: ${action}`);
      },
    };
  },
};

type ModePlan =
  | { mode: 'reinstall'; specs: string[] }
  | { mode: 'install-purge'; packages: string[] }
  | { mode: 'upgrade'; packages: number; bytes: number };

/** Everything that needs the network happens here, before any trial. */
async function prepareMode(options: AptOptions, context: ProbeContext): Promise<ModePlan> {
  const { host } = context;
  const settings = settingsOf(options);
  const download = async (args: string[]) => {
    const result = await aptGet(host, args, options);
    if (result.exitCode !== 0) throw new ProbeError('download-failed', `apt-get ${args[0]} --download-only failed: ${firstError(result)}`);
    return result;
  };
  if (options.mode === 'reinstall') {
    // The installed version, not the candidate: reinstalling must never upgrade anything.
    const statuses = await queryPackages(host, options.packages);
    const specs = statuses.map((status) => `${status.package}=${status.version}`);
    await download(downloadReinstallArgs(specs, settings));
    return { mode: 'reinstall', specs };
  }
  if (options.mode === 'install-purge') {
    await download(downloadInstallArgs(options.packages, settings));
    return { mode: 'install-purge', packages: options.packages };
  }
  const simulation = await aptGet(host, simulateArgs('upgrade', []), options);
  const summary = parseAptSummary(simulation.stdout);
  if (!summary) throw new ProbeError('plan-failed', `apt-get -s upgrade: ${firstError(simulation)}`);
  const downloaded = await download(downloadUpgradeArgs(settings));
  const size = parseNeedToGet(downloaded.stdout);
  return { mode: 'upgrade', packages: summary.upgraded, bytes: size?.totalBytes ?? 0 };
}

interface TimedApt {
  result: ExecResult;
  samples: Sample[];
}

async function runTrial(plan: ModePlan, options: AptOptions, context: ProbeContext, trial: TrialContext): Promise<Sample[]> {
  const { host } = context;
  const settings = settingsOf(options);
  if (plan.mode === 'upgrade') {
    const left = parseAptSummary((await aptGet(host, simulateArgs('upgrade', []), options)).stdout);
    if (left && left.upgraded === 0) {
      const reason = 'nothing left to upgrade: upgrade mode runs once per device (an earlier trial upgraded it)';
      return ['upgrade_ms', 'upgrade_packages', 'upgrade_bytes'].map((metric) => ({ probe: 'apt', metric, unit: 'count' as Unit, run: 0, state: 'skipped' as const, reason }));
    }
  }
  const cache = await prepareCache(host, options.cache, trial.firstRunCache, 0);
  if ('skipReason' in cache) {
    return [{ probe: 'apt', metric: `${plan.mode === 'install-purge' ? 'install' : plan.mode}_ms`, unit: 'ms', run: 0, state: 'skipped', reason: cache.skipReason }];
  }
  if (plan.mode === 'reinstall') {
    return (await timedApt('reinstall', timedReinstallArgs(plan.specs, settings), options, context, trial, cache.state)).samples;
  }
  if (plan.mode === 'install-purge') {
    const install = await timedApt('install', timedInstallArgs(plan.packages, settings), options, context, trial, cache.state);
    if (install.result.exitCode !== 0) return install.samples;
    const purge = await timedApt('purge', timedPurgeArgs(plan.packages, settings), options, context, trial, 'warm');
    return [...install.samples, ...purge.samples];
  }
  const upgrade = await timedApt('upgrade', timedUpgradeArgs(settings), options, context, trial, cache.state);
  if (upgrade.result.exitCode !== 0) return upgrade.samples;
  const base = { probe: 'apt', run: 0, cache: cache.state, state: 'ok' as const };
  return [...upgrade.samples, { ...base, metric: 'upgrade_packages', unit: 'count', value: plan.packages }, { ...base, metric: 'upgrade_bytes', unit: 'bytes', value: plan.bytes }];
}

/** One timed apt-get run: wall time and, when they can be told apart, dpkg's phases. */
async function timedApt(
  step: 'reinstall' | 'install' | 'purge' | 'upgrade',
  args: string[],
  options: AptOptions,
  context: ProbeContext,
  trial: TrialContext,
  cache: CacheState,
): Promise<TimedApt> {
  const { host } = context;
  const result = await aptGet(host, args, options, true);
  trial.saveRaw(`apt-${step}.txt`, `$ apt-get ${args.join(' ')}\nexit: ${result.exitCode} signal: ${result.signal} wall_ms: ${result.wallMs}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  const base = { probe: 'apt', unit: 'ms' as Unit, run: 0, cache };
  const metric = `${step}_ms`;

  const fetched = countFetchedItems(result.stdout);
  if (fetched > 0) {
    // Cannot happen with --no-download; if it ever does, the number includes the network.
    return { result, samples: [{ ...base, metric, state: 'errored', error: { code: 'network-used', message: `apt fetched ${fetched} item(s) during the timed part` } }] };
  }
  if (result.exitCode !== 0) {
    const repair = await repairPackageDatabase(host, options);
    const repaired = repair.actions.length > 0 ? `; ${repair.actions.join('; ')}` : '';
    const dpkgErrors = statusErrors(result.lines ?? []);
    const message = `apt-get ${step} failed: ${dpkgErrors[0] ?? firstError(result)}${repaired}`;
    return { result, samples: [{ ...base, metric, state: 'errored', error: { code: result.timedOut ? 'timeout' : 'apt-failed', message } }] };
  }
  const samples: Sample[] = [{ ...base, metric, state: 'ok', value: result.wallMs }];
  const phases = dpkgPhasesFromStatus(result.lines ?? [], result.wallMs);
  if (phases) {
    samples.push(
      { ...base, metric: `${step}_resolve_ms`, state: 'ok', value: phases.resolveMs },
      { ...base, metric: `${step}_unpack_ms`, state: 'ok', value: phases.unpackMs },
      { ...base, metric: `${step}_configure_ms`, state: 'ok', value: phases.configureMs },
    );
  }
  return { result, samples };
}
