import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCpuModel } from '../../../src/parse/cpuinfo.js';
import { parseOsRelease } from '../../../src/parse/os-release.js';
import { parseProcStat } from '../../../src/host/process-tree.js';
import { parsePasswdLine } from '../../../src/host/system.js';

const fixture = (...parts: string[]) => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', ...parts), 'utf8');

describe('parseCpuModel on real /proc/cpuinfo', () => {
  it('takes model name on x86', () => {
    expect(parseCpuModel(fixture('cpuinfo', 'x86_64-qemu-epyc-debian12.txt'))).toMatch(/AMD EPYC/);
  });
  it('names the Cortex core of a Raspberry Pi 4 on a 32-bit kernel, not the generic ARMv7 line', () => {
    expect(parseCpuModel(fixture('cpuinfo', 'rpi4-armv7l-4.19.txt'))).toBe('ARM Cortex-A72');
  });
  it('names the Cortex core on a 64-bit kernel, which has no model name line', () => {
    expect(parseCpuModel(fixture('cpuinfo', 'rpi4-aarch64-6.1.txt'))).toBe('ARM Cortex-A72');
  });
  it('falls back to Hardware, then to nothing', () => {
    expect(parseCpuModel('Hardware\t: Allwinner sun50i\n')).toBe('Allwinner sun50i');
    expect(parseCpuModel('')).toBeUndefined();
  });
});

describe('parseOsRelease on real files', () => {
  it('reads Debian 12', () => {
    expect(parseOsRelease(fixture('os-release', 'debian-12.txt')).PRETTY_NAME).toBe('Debian GNU/Linux 12 (bookworm)');
  });
  it('reads Raspbian 11, quoted and unquoted values', () => {
    const fields = parseOsRelease(fixture('os-release', 'raspbian-11.txt'));
    expect(fields.PRETTY_NAME).toBe('Raspbian GNU/Linux 11 (bullseye)');
    expect(fields.VERSION_CODENAME).toBe('bullseye');
  });
});

describe('parseProcStat', () => {
  it('splits after the last parenthesis, whatever the command name holds', () => {
    const text = fixture('proc-stat', 'name-with-space-and-parens.txt');
    expect(text).toContain('(we ird) (x)');
    expect(parseProcStat(text)).toEqual({ ppid: 6476, pgid: 6476 });
  });
  it('reads a plain one', () => {
    expect(parseProcStat(fixture('proc-stat', 'cat.txt'))).toMatchObject({ ppid: expect.any(Number) });
  });
  it('gives undefined for garbage', () => {
    expect(parseProcStat('nonsense')).toBeUndefined();
  });
});

describe('parsePasswdLine', () => {
  it('reads a Raspberry Pi OS user line', () => {
    expect(parsePasswdLine('pi:x:1000:1000:,,,:/home/pi:/bin/bash')).toEqual({ name: 'pi', uid: 1000, gid: 1000, home: '/home/pi' });
  });
  it('rejects malformed lines', () => {
    expect(parsePasswdLine('pi:x:notanumber:1000:,,,:/home/pi:/bin/bash')).toBeUndefined();
    expect(parsePasswdLine('')).toBeUndefined();
  });
});
