/**
 * The package database, handled carefully: wait for its lock (bounded) instead of
 * failing, and put it back in a consistent state after an interrupted install.
 */
import { DPKG_QUERY_FORMAT, isDpkgLockError, isInstalledOk, parseDpkgAudit, parseDpkgQuery, type DpkgPackageStatus } from '../parse/dpkg.js';
import type { ExecRequest, ExecResult, Host } from './types.js';

/** Noninteractive: no debconf questions, no conffile prompts (keep the admin's files). */
export const NONINTERACTIVE_ENV = { DEBIAN_FRONTEND: 'noninteractive', APT_LISTCHANGES_FRONTEND: 'none', LC_ALL: 'C' } as const;
export const DPKG_KEEP_CONFFILES = ['-o', 'Dpkg::Options::=--force-confdef', '-o', 'Dpkg::Options::=--force-confold'] as const;

const LOCK_POLL_MS = 1000;

/**
 * Runs a dpkg/apt command, retrying while another process holds the package lock, up to
 * lockWaitMs. apt-get can wait by itself (DPkg::Lock::Timeout); dpkg cannot, hence this.
 */
export async function execWaitingForDpkgLock(host: Host, request: ExecRequest, lockWaitMs: number): Promise<ExecResult & { lockWaitedMs: number }> {
  const started = host.clock.monotonicMs();
  for (;;) {
    const result = await host.exec({ ...request, env: { ...NONINTERACTIVE_ENV, ...request.env } });
    const waited = host.clock.monotonicMs() - started;
    if (result.exitCode === 0 || !isDpkgLockError(result.stderr) || waited >= lockWaitMs) return { ...result, lockWaitedMs: waited };
    await host.clock.sleep(LOCK_POLL_MS);
  }
}

export async function queryPackages(host: Host, packages: readonly string[]): Promise<DpkgPackageStatus[]> {
  // dpkg-query exits 1 when one of the names is unknown but still prints the others.
  const result = await host.exec({ command: 'dpkg-query', args: ['-W', `-f=${DPKG_QUERY_FORMAT}`, ...packages], timeoutMs: 60_000, env: { LC_ALL: 'C' } });
  return parseDpkgQuery(result.stdout);
}

export interface DpkgRecovery {
  /** What was found and done, one line each; empty when dpkg was already consistent. */
  actions: string[];
  /** Packages still not consistent afterwards (empty on success). */
  stillBroken: string[];
}

/**
 * Makes dpkg consistent again: `dpkg --configure -a` finishes half-configured packages;
 * packages left half-installed by a kill during unpack need their .deb again, which
 * reinstallFromCache does without the network (the archives are in apt's cache).
 */
export async function recoverDpkg(
  host: Host,
  options: { lockWaitMs: number; reinstallFromCache(packages: string[]): Promise<ExecResult> },
): Promise<DpkgRecovery> {
  const actions: string[] = [];
  const audit = async () => parseDpkgAudit((await host.exec({ command: 'dpkg', args: ['--audit'], timeoutMs: 120_000, env: { LC_ALL: 'C' } })).stdout);

  let broken = await audit();
  if (broken.length === 0) return { actions, stillBroken: [] };
  actions.push(`dpkg was left inconsistent (${broken.join(', ')}); running dpkg --configure -a`);
  const configure = await execWaitingForDpkgLock(
    host,
    { command: 'dpkg', args: ['--configure', '-a', '--force-confdef', '--force-confold'], timeoutMs: 30 * 60_000 },
    options.lockWaitMs,
  );
  if (configure.exitCode !== 0) actions.push(`dpkg --configure -a exited ${configure.exitCode}: ${lastLine(configure.stderr)}`);

  broken = await audit();
  if (broken.length > 0) {
    const statuses = await queryPackages(host, broken);
    const needReinstall = statuses.filter((status) => !isInstalledOk(status)).map((status) => status.package);
    if (needReinstall.length > 0) {
      actions.push(`reinstalling ${needReinstall.join(', ')} from apt's cache (left half-installed)`);
      const reinstall = await options.reinstallFromCache(needReinstall);
      if (reinstall.exitCode !== 0) actions.push(`the reinstall exited ${reinstall.exitCode}: ${lastLine(reinstall.stderr)}`);
    }
    broken = await audit();
  }
  if (broken.length === 0) actions.push('dpkg is consistent again');
  return { actions, stillBroken: broken };
}

function lastLine(text: string): string {
  return text.trim().split('\n').slice(-1)[0] ?? '';
}
