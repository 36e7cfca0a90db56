/**
 * Pure parser of apt's machine-readable progress (-o APT::Status-Fd=N): lines like
 * "pmstatus:tzdata:11.1111:Unpacking tzdata (amd64)". apt writes them as dpkg goes, so
 * the time each line arrives tells the unpack phase from the configure phase.
 */
import type { TimedLine } from '../host/types.js';

export interface AptStatusLine {
  kind: 'pmstatus' | 'pmerror' | 'pmconffile' | 'dlstatus' | 'media-change';
  package: string;
  percent: number;
  message: string;
}

export function parseAptStatusLine(line: string): AptStatusLine | undefined {
  const match = /^(pmstatus|pmerror|pmconffile|dlstatus|media-change):([^:]*):([\d.]+):(.*)$/.exec(line.trim());
  if (!match?.[1] || match[2] === undefined || !match[3] || match[4] === undefined) return undefined;
  return { kind: match[1] as AptStatusLine['kind'], package: match[2], percent: Number(match[3]), message: match[4] };
}

export interface DpkgPhases {
  /** Spawn to the first dpkg step: apt reading its lists and resolving. */
  resolveMs: number;
  /** First "Preparing"/"Unpacking"/"Removing" to the first configure step. */
  unpackMs: number;
  /** First configure step to the end of the command (includes triggers). */
  configureMs: number;
}

function isConfigureStep(message: string): boolean {
  return /^(Preparing to configure|Configuring|Installed|Running post-installation trigger) /.test(message);
}

function isUnpackStep(message: string): boolean {
  return /^(Preparing|Unpacking|Installing|Removing|Preparing for removal of|Completely removing|Removed|Completely removed) /.test(message);
}

/**
 * Phases of one apt-get run from its timed status lines; undefined when dpkg never ran
 * or the phases cannot be told apart (no configure step seen, for example).
 */
export function dpkgPhasesFromStatus(lines: readonly TimedLine[], endMs: number): DpkgPhases | undefined {
  let firstDpkg: number | undefined;
  let firstUnpack: number | undefined;
  let firstConfigure: number | undefined;
  for (const line of lines) {
    const status = parseAptStatusLine(line.text);
    if (status?.kind !== 'pmstatus') continue;
    firstDpkg ??= line.atMs;
    if (firstUnpack === undefined && isUnpackStep(status.message) && !isConfigureStep(status.message)) firstUnpack = line.atMs;
    if (firstConfigure === undefined && isConfigureStep(status.message)) firstConfigure = line.atMs;
  }
  if (firstDpkg === undefined || firstUnpack === undefined || firstConfigure === undefined || firstConfigure < firstUnpack) return undefined;
  return { resolveMs: firstDpkg, unpackMs: firstConfigure - firstUnpack, configureMs: endMs - firstConfigure };
}

/** Messages apt passed on from dpkg as errors (pmerror lines). */
export function statusErrors(lines: readonly TimedLine[]): string[] {
  return lines.map((line) => parseAptStatusLine(line.text)).filter((status) => status?.kind === 'pmerror').map((status) => `${status?.package}: ${status?.message}`);
}
