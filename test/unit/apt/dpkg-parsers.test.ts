import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDpkgLockError, isInstalledOk, isPresent, parseDpkgAudit, parseDpkgQuery } from '../../../src/parse/dpkg.js';

const fixture = (path: string) => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8');

describe('dpkg --audit (dpkg 1.21.22)', () => {
  it('lists the package a SIGKILL during unpack left half-installed', () => {
    expect(parseDpkgAudit(fixture('dpkg/bookworm-dpkg-1.21.22-audit-half-installed-after-sigkill.txt'))).toEqual(['perl-modules-5.36']);
  });
  it('is empty for a consistent database (dpkg prints nothing)', () => {
    expect(parseDpkgAudit('')).toEqual([]);
  });
});

describe('dpkg-query status', () => {
  const rows = parseDpkgQuery(fixture('dpkg/bookworm-dpkg-1.21.22-query-status-half-installed.tsv'));
  it('reads package, version and the status abbreviation', () => {
    expect(rows).toEqual([
      { package: 'perl-modules-5.36', version: '5.36.0-7+deb12u4', abbrev: 'iHR' },
      { package: 'publicsuffix', version: '20230209.2326-1', abbrev: 'ii' },
      { package: 'tzdata', version: '2026f-0+deb12u1', abbrev: 'ii' },
    ]);
  });
  it('tells fully installed from half-installed, and present from absent', () => {
    expect(rows.map(isInstalledOk)).toEqual([false, true, true]);
    expect(rows.map(isPresent)).toEqual([true, true, true]);
    expect(isPresent({ package: 'sl', version: '', abbrev: 'un' })).toBe(false);
    expect(isPresent({ package: 'sl', version: '5.02-1+b1', abbrev: 'rc' })).toBe(false);
  });
});

describe('dpkg lock errors', () => {
  it('recognises apt and dpkg refusing because another process holds the lock', () => {
    expect(isDpkgLockError(fixture('apt/bookworm-apt-2.6.1-lock-held.stderr.txt'))).toBe(true);
    expect(isDpkgLockError(fixture('apt/bookworm-apt-2.6.1-lock-timeout.stderr.txt'))).toBe(true);
    expect(isDpkgLockError(fixture('dpkg/bookworm-dpkg-1.21.22-configure-lock-held.stderr.txt'))).toBe(true);
  });
  it('does not mistake other failures for the lock', () => {
    expect(isDpkgLockError(fixture('apt/bookworm-apt-2.6.1-reinstall-status-fd.stderr.txt'))).toBe(false);
  });
});
