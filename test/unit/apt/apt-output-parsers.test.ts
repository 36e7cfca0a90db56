import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TimedLine } from '../../../src/host/types.js';
import { dpkgPhasesFromStatus, parseAptStatusLine } from '../../../src/parse/apt-status.js';
import { aptErrors, countFetchedItems, parseAptSize, parseAptSummary, parseNeedToGet, parsePrintUris } from '../../../src/parse/apt-summary.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/apt/bookworm-apt-2.6.1-${name}`, import.meta.url), 'utf8');

describe('apt-get summary line (apt 2.6.1, captured on Debian 12)', () => {
  it('reads an upgrade simulation', () => {
    expect(parseAptSummary(fixture('simulate-upgrade.txt'))).toEqual({ upgraded: 108, newlyInstalled: 0, reinstalled: 0, toRemove: 0, notUpgraded: 0 });
  });
  it('reads the "reinstalled" count that only appears with --reinstall', () => {
    expect(parseAptSummary(fixture('simulate-reinstall.txt'))).toEqual({ upgraded: 0, newlyInstalled: 0, reinstalled: 1, toRemove: 0, notUpgraded: 108 });
    expect(parseAptSummary(fixture('download-only-reinstall.stdout.txt'))).toMatchObject({ upgraded: 1, reinstalled: 1 });
  });
  it('counts dependencies pulled in by an install', () => {
    expect(parseAptSummary(fixture('simulate-install-with-dependency.txt'))?.newlyInstalled).toBe(3);
  });
  it('is undefined for output without a summary', () => {
    expect(parseAptSummary(fixture('lock-held.stderr.txt'))).toBeUndefined();
  });
});

describe('download sizes', () => {
  it('reads "Need to get X/Y" when part of it is cached', () => {
    expect(parseNeedToGet(fixture('print-uris-upgrade.txt'))).toEqual({ toFetchBytes: 168e6, totalBytes: 195e6 });
  });
  it('reads a single size', () => {
    expect(parseNeedToGet(fixture('download-only-reinstall.stdout.txt'))).toEqual({ toFetchBytes: 434e3, totalBytes: 434e3 });
  });
  it('is undefined when nothing is to be fetched (the offline reinstall prints no such line)', () => {
    expect(parseNeedToGet(fixture('reinstall-status-fd.stdout.txt'))).toBeUndefined();
  });
  it('uses SI units like apt', () => {
    expect(parseAptSize('6144 B')).toBe(6144);
    expect(parseAptSize('3171 kB')).toBe(3_171_000);
    expect(parseAptSize('1.5 GB')).toBe(1.5e9);
    expect(parseAptSize('12 parsecs')).toBeUndefined();
  });
  it('lists the archives --print-uris still has to fetch, with their sizes', () => {
    const uris = parsePrintUris(fixture('print-uris-upgrade.txt'));
    expect(uris).toHaveLength(68);
    expect(uris[0]).toEqual({
      url: 'http://deb.debian.org/debian/pool/main/b/base-files/base-files_12.4%2bdeb12u15_amd64.deb',
      file: 'base-files_12.4+deb12u15_amd64.deb',
      bytes: 70936,
    });
  });
});

describe('fetched items and errors', () => {
  it('counts Get: lines of a download', () => {
    expect(countFetchedItems(fixture('download-only-reinstall.stdout.txt'))).toBe(2);
  });
  it('finds none in an offline reinstall', () => {
    expect(countFetchedItems(fixture('reinstall-status-fd.stdout.txt'))).toBe(0);
  });
  it('extracts E: lines', () => {
    expect(aptErrors(fixture('lock-timeout.stderr.txt'))).toEqual(['Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?']);
  });
});

describe('APT::Status-Fd lines', () => {
  it('parses pmstatus lines and ignores the rest', () => {
    const lines = fixture('reinstall-status-fd.stderr.txt').split('\n');
    expect(parseAptStatusLine(lines[0] ?? '')).toBeUndefined(); // the debconf notice
    expect(parseAptStatusLine('pmstatus:tzdata:11.1111:Unpacking tzdata (amd64)')).toEqual({ kind: 'pmstatus', package: 'tzdata', percent: 11.1111, message: 'Unpacking tzdata (amd64)' });
    expect(lines.map(parseAptStatusLine).filter(Boolean)).toHaveLength(14);
  });

  it('tells unpack from configure in a real timed reinstall (perl-modules-5.36 + tzdata)', () => {
    const capture = JSON.parse(fixture('reinstall-perl-tzdata-timed-lines.json')) as { wallMs: number; lines: TimedLine[] };
    const phases = dpkgPhasesFromStatus(capture.lines, capture.wallMs);
    const at = (text: string) => capture.lines.find((line) => line.text === text)?.atMs ?? NaN;
    const firstDpkg = at('pmstatus:dpkg-exec:0.0000:Running dpkg');
    const firstPrepare = at('pmstatus:perl-modules-5.36:0.0000:Preparing perl-modules-5.36 (amd64)');
    const firstConfigure = at('pmstatus:tzdata:44.4444:Preparing to configure tzdata (amd64)');
    expect(phases).toEqual({ resolveMs: firstDpkg, unpackMs: firstConfigure - firstPrepare, configureMs: capture.wallMs - firstConfigure });
    expect(phases?.unpackMs).toBeGreaterThan(phases?.configureMs ?? Infinity); // reinstalling thousands of files
  });

  it('cannot tell phases apart when dpkg never configured anything', () => {
    const lines: TimedLine[] = fixture('reinstall-status-fd.stderr.txt')
      .split('\n')
      .slice(0, 8)
      .map((text, index) => ({ stream: 'stderr', atMs: index, text }));
    expect(dpkgPhasesFromStatus(lines, 100)).toBeUndefined();
  });
});
