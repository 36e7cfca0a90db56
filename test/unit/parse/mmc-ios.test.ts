import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMmcIos } from '../../../src/parse/mmc-ios.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/mmc-ios', name), 'utf8');

describe('parseMmcIos', () => {
  it('reads a Raspberry Pi SD host at 50 MHz, 4 bits, sd high-speed (tab separated)', () => {
    expect(parseMmcIos(fixture('rpi-mmc1-sd-high-speed.txt'))).toEqual({
      clockHz: 50_000_000,
      actualClockHz: 50_000_000,
      busWidthBits: 4,
      timing: 'sd high-speed',
      signalVoltage: '3.30 V',
    });
  });

  it('reads a CM4 eMMC in DDR52 whose actual clock is below the asked one (space separated)', () => {
    expect(parseMmcIos(fixture('cm4-emmc-ddr52.txt'))).toMatchObject({ clockHz: 52_000_000, actualClockHz: 50_000_000, timing: 'mmc DDR52' });
  });

  it('gives nothing for an empty read (debugfs not readable)', () => {
    expect(parseMmcIos('')).toBeUndefined();
  });
});
