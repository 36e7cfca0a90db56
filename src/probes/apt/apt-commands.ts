/** The apt-get command lines the probe runs: pure, so what is timed can be read and tested. */

/**
 * Nothing timed may touch the network: --no-download refuses to fetch, and in case any
 * method still tried, every proxy points at a closed local port (9, discard) with no retry.
 */
export const OFFLINE_OPTIONS = [
  '--no-download',
  '-o', 'Acquire::http::Proxy=http://127.0.0.1:9/',
  '-o', 'Acquire::https::Proxy=http://127.0.0.1:9/',
  '-o', 'Acquire::ftp::Proxy=http://127.0.0.1:9/',
  '-o', 'Acquire::Retries=0',
] as const;

/** apt reports dpkg's progress as "pmstatus:" lines on stderr, timed as they arrive. */
export const STATUS_OPTIONS = ['-o', 'APT::Status-Fd=2'] as const;

export function lockOptions(lockWaitSeconds: number): string[] {
  return ['-o', `DPkg::Lock::Timeout=${Math.round(lockWaitSeconds)}`];
}

/** Keep the admin's changed conffiles, never ask. */
export const CONFFILE_OPTIONS = ['-o', 'Dpkg::Options::=--force-confdef', '-o', 'Dpkg::Options::=--force-confold'] as const;

export interface AptCommandSettings {
  lockWaitSeconds: number;
}

export function downloadReinstallArgs(specs: readonly string[], settings: AptCommandSettings): string[] {
  return ['install', '--reinstall', '--download-only', '-y', ...lockOptions(settings.lockWaitSeconds), ...specs];
}

export function timedReinstallArgs(specs: readonly string[], settings: AptCommandSettings): string[] {
  return ['install', '--reinstall', '-y', ...OFFLINE_OPTIONS, ...STATUS_OPTIONS, ...CONFFILE_OPTIONS, ...lockOptions(settings.lockWaitSeconds), ...specs];
}

export function downloadInstallArgs(packages: readonly string[], settings: AptCommandSettings): string[] {
  return ['install', '--download-only', '-y', ...lockOptions(settings.lockWaitSeconds), ...packages];
}

export function timedInstallArgs(packages: readonly string[], settings: AptCommandSettings): string[] {
  return ['install', '-y', ...OFFLINE_OPTIONS, ...STATUS_OPTIONS, ...CONFFILE_OPTIONS, ...lockOptions(settings.lockWaitSeconds), ...packages];
}

export function timedPurgeArgs(packages: readonly string[], settings: AptCommandSettings): string[] {
  return ['purge', '-y', ...OFFLINE_OPTIONS, ...STATUS_OPTIONS, ...lockOptions(settings.lockWaitSeconds), ...packages];
}

export function downloadUpgradeArgs(settings: AptCommandSettings): string[] {
  return ['upgrade', '--download-only', '-y', ...lockOptions(settings.lockWaitSeconds)];
}

export function timedUpgradeArgs(settings: AptCommandSettings): string[] {
  return ['upgrade', '-y', ...OFFLINE_OPTIONS, ...STATUS_OPTIONS, ...CONFFILE_OPTIONS, ...lockOptions(settings.lockWaitSeconds)];
}

export function simulateArgs(operation: 'install' | 'upgrade', packages: readonly string[]): string[] {
  return ['-s', operation, ...packages];
}
