import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/cli/parse-args.js';
import { UserError } from '../../../src/errors.js';

describe('feelbench fio / parse fio / import fio arguments', () => {
  it('fio defaults to the cdm profile, one pass', () => {
    expect(parseArgs(['fio'])).toEqual({ command: 'fio', profile: 'cdm', trials: 1 });
  });

  it('fio takes profile, place, size and timings', () => {
    expect(parseArgs(['fio', '--profile', 'sbc', '--directory', '/mnt/usb', '--size', '256MiB', '--runtime', '5', '--ramp', '1', '--trials', '3', '--label', 'usb'])).toEqual({
      command: 'fio',
      profile: 'sbc',
      directory: '/mnt/usb',
      size: '256MiB',
      runtimeSeconds: 5,
      rampSeconds: 1,
      trials: 3,
      label: 'usb',
    });
  });

  it('refuses an unknown profile and directory together with device', () => {
    expect(() => parseArgs(['fio', '--profile', 'cdmm'])).toThrow(UserError);
    expect(() => parseArgs(['fio', '--directory', '/mnt', '--device', '/dev/sda'])).toThrow(/mutually exclusive|conflict/i);
  });

  it('parse fio and import fio', () => {
    expect(parseArgs(['parse', 'fio', 'out.json'])).toEqual({ command: 'parse', tool: 'fio', file: 'out.json' });
    expect(parseArgs(['import', 'fio', 'out.json', '--campaign', 'latest'])).toEqual({ command: 'import', tool: 'fio', file: 'out.json', campaign: 'latest' });
    expect(() => parseArgs(['import', 'fio', 'out.json'])).toThrow(/campaign/);
  });
});
