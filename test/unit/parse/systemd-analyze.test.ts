import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnalyzeBlame } from '../../../src/parse/systemd-analyze-blame.js';
import { parseCriticalChain } from '../../../src/parse/systemd-analyze-critical-chain.js';
import { AnalyzeParseError, parseAnalyzeTime } from '../../../src/parse/systemd-analyze-time.js';
import { parseTimespanUs } from '../../../src/parse/systemd-timespan.js';

const fixture = (name: string) => readFileSync(join('test/fixtures/systemd-analyze', name), 'utf8');

function finished(name: string) {
  const parsed = parseAnalyzeTime(fixture(name));
  if (parsed.state !== 'finished') throw new Error(`${name} did not parse as finished`);
  return parsed;
}

describe('systemd time spans', () => {
  it('reads every form format_timespan printed on systemd 252 (systemd-analyze timespan)', () => {
    const text = fixture('debian-bookworm-252-timespan.txt');
    const pairs = [...text.matchAll(/μs: (\d+)\n\s+Human: (.+)\n/g)];
    expect(pairs.length).toBe(8);
    for (const [, us, human] of pairs) expect(parseTimespanUs(human ?? '')).toBe(Number(us));
  });

  it('reads the largest units and rejects what is not a span', () => {
    expect(parseTimespanUs('2y 11month 3w 2d 6h 3min 45.734s')).toBe(
      2 * 31_557_600e6 + 11 * 2_629_800e6 + 3 * 604_800e6 + 2 * 86_400e6 + 6 * 3_600e6 + 3 * 60e6 + 45_734_000,
    );
    expect(parseTimespanUs('0')).toBe(0);
    expect(parseTimespanUs('12 parsecs')).toBeUndefined();
    expect(parseTimespanUs('')).toBeUndefined();
  });
});

describe('systemd-analyze time', () => {
  it('reads a trixie boot (kernel + userspace, target line with a period)', () => {
    // The lab recaptures this boot from time to time: check its shape and its own arithmetic.
    const parsed = finished('trixie-virtio-time.txt');
    expect(Object.keys(parsed.phasesMs).sort()).toEqual(['kernel', 'userspace']);
    const sum = (parsed.phasesMs.kernel ?? 0) + (parsed.phasesMs.userspace ?? 0);
    expect(Math.abs((parsed.totalMs ?? 0) - sum)).toBeLessThanOrEqual(2); // each term truncated to the ms
    expect(parsed.target).toMatchObject({ state: 'reached', unit: 'graphical.target', trailingPeriod: true });
  });

  it('reads firmware, loader and initrd, and a target line without a period (Arch 2021)', () => {
    const parsed = finished('public-arch-efi-initrd-no-period.txt');
    expect(parsed.phasesMs).toEqual({ firmware: 14608, loader: 3378, kernel: 3817, initrd: 5640, userspace: 1423 });
    expect(parsed.totalMs).toBe(28868);
    expect(parsed.target).toEqual({ state: 'reached', unit: 'graphical.target', afterMs: 1412, trailingPeriod: false });
  });

  it('reads minutes in phases and total (Fedora, systemd 250)', () => {
    const parsed = finished('public-fedora-250-firmware-minutes.txt');
    expect(parsed.phasesMs.firmware).toBe(28 * 60_000 + 31_090);
    expect(parsed.phasesMs.loader).toBe(132);
    expect(parsed.totalMs).toBe(28 * 60_000 + 39_918);
  });

  it('reads a total of 1min 9.608s and multi-user.target (man page)', () => {
    const parsed = finished('public-manpage-total-minutes.txt');
    expect(parsed.totalMs).toBe(69_608);
    expect(parsed.target).toMatchObject({ unit: 'multi-user.target', afterMs: 47_820 });
  });

  it('reads a container: userspace only, no total', () => {
    const parsed = finished('public-container-userspace-only.txt');
    expect(parsed.phasesMs).toEqual({ userspace: 555 });
    expect(parsed.totalMs).toBeUndefined();
  });

  it('reads old plain milliseconds and no target line (2013)', () => {
    const parsed = finished('public-2013-milliseconds-only.txt');
    expect(parsed.phasesMs).toEqual({ kernel: 9673, userspace: 8638 });
    expect(parsed.totalMs).toBe(18312);
    expect(parsed.target).toEqual({ state: 'not-printed' });
  });

  it("reads the journal's own line with its final period", () => {
    const parsed = finished('public-journal-startup-finished.txt');
    expect(parsed.totalMs).toBe(16550);
    expect(parsed.phasesMs.initrd).toBe(861);
  });

  it('says the boot is not finished (stderr of a Raspberry Pi)', () => {
    expect(parseAnalyzeTime(fixture('public-deskpi-not-finished.stderr.txt'))).toEqual({
      state: 'not-finished',
      finishTimestampMonotonic: 0,
      message: 'Bootup is not yet finished (org.freedesktop.systemd1.Manager.FinishTimestampMonotonic=0)',
    });
  });

  it('reads the other second lines systemd can print (as src/analyze/analyze-time-data.c words them)', () => {
    // The first line is a real capture; the second lines are systemd's own strings.
    const first = fixture('trixie-virtio-time.txt').split('\n')[0];
    expect(parseAnalyzeTime(`${first}\ngraphical.target was never reached.\n`)).toMatchObject({ target: { state: 'never-reached', unit: 'graphical.target' } });
    expect(parseAnalyzeTime(`${first}\nCould not get time to reach graphical.target.\n`)).toMatchObject({ target: { state: 'unknown' } });
    expect(parseAnalyzeTime(`${first}\ncould not find default.target.\n`)).toMatchObject({ target: { state: 'no-default-target' } });
  });

  it('refuses text that is not its output', () => {
    expect(() => parseAnalyzeTime(fixture('trixie-virtio-blame.txt'))).toThrow(AnalyzeParseError);
  });
});

describe('systemd-analyze blame and critical-chain', () => {
  it('reads a trixie blame', () => {
    const text = fixture('trixie-virtio-blame.txt');
    const entries = parseAnalyzeBlame(text);
    expect(entries.length).toBe(text.trim().split('\n').length);
    expect(entries.every((entry) => entry.ms > 0 && /\.(service|mount|device|socket|target|slice|swap)$/.test(entry.unit))).toBe(true);
    // blame is sorted, slowest first
    expect(entries.map((entry) => entry.ms)).toEqual([...entries.map((entry) => entry.ms)].sort((a, b) => b - a));
  });

  it('reads blame spans of years (systemd 245 clock bug)', () => {
    const entries = parseAnalyzeBlame(fixture('public-arch-245-blame-years.txt'));
    expect(entries.map((entry) => entry.unit)).toContain('polkit.service');
    expect(entries[0]?.ms).toBeGreaterThan(2 * 365 * 86_400_000);
  });

  it('reads a trixie critical chain, whose top matches the time line of the same boot', () => {
    const chain = parseCriticalChain(fixture('trixie-virtio-critical-chain.txt'));
    const time = finished('trixie-virtio-time.txt');
    expect(chain[0]).toMatchObject({ unit: 'graphical.target', depth: 0 });
    expect(chain[0]?.activeAtMs).toBe(time.target.state === 'reached' ? time.target.afterMs : NaN);
    expect(chain[1]).toMatchObject({ unit: 'multi-user.target', depth: 1 });
    expect(chain.some((link) => link.startMs !== undefined && link.depth >= 2)).toBe(true);
    expect(chain.map((link) => link.depth)).toEqual(chain.map((_, index) => index));
  });
});
