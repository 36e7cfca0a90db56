/** Pure parsers of dpkg and dpkg-query output (dpkg 1.21, C locale). */

export interface DpkgPackageStatus {
  package: string;
  version: string;
  /** ${db:Status-Abbrev}: want, status, error flag ("ii", "iHR" ...), trimmed. */
  abbrev: string;
}

/** The format string the parser expects: `dpkg-query -W -f=...`. */
export const DPKG_QUERY_FORMAT = '${Package}\\t${Version}\\t${db:Status-Abbrev}\\n';

export function parseDpkgQuery(text: string): DpkgPackageStatus[] {
  const rows: DpkgPackageStatus[] = [];
  for (const line of text.split('\n')) {
    const [name, version, abbrev] = line.split('\t');
    if (!name || version === undefined || abbrev === undefined) continue;
    rows.push({ package: name, version, abbrev: abbrev.trim() });
  }
  return rows;
}

/** Installed and fully configured, with no error flag ("ii"). */
export function isInstalledOk(status: DpkgPackageStatus): boolean {
  return status.abbrev === 'ii';
}

/** dpkg's own word for being installed in any state: its status letter is not 'n' (not-installed) or 'c' (config-files). */
export function isPresent(status: DpkgPackageStatus): boolean {
  const state = status.abbrev[1];
  return state !== undefined && state !== 'n' && state !== 'c';
}

/**
 * `dpkg --audit` prints nothing when every package is consistent, else paragraphs that
 * list the packages indented by one space ("  perl-modules-5.36    Core Perl modules").
 */
export function parseDpkgAudit(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^ (\S+)\s/.exec(line);
    if (match?.[1]) names.push(match[1]);
  }
  return names;
}

/** True when a dpkg or apt failure was only another process holding the package database lock. */
export function isDpkgLockError(stderr: string): boolean {
  return /dpkg frontend lock was locked by another process|Could not get lock \/var\/lib\/dpkg\/|Unable to acquire the dpkg (frontend )?lock|dpkg status database is locked by another process/.test(
    stderr,
  );
}
