import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCompatible, socFromCompatible } from '../../../src/parse/device-tree.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/device-tree', name), 'utf8');

describe('device-tree compatible', () => {
  it('splits on NUL, board first', () => {
    expect(parseCompatible(fixture('rpi5-model-b-compatible'))).toEqual(['raspberrypi,5-model-b', 'brcm,bcm2712']);
  });

  it('names the SoC', () => {
    expect(socFromCompatible(fixture('rpi4-model-b-compatible'))).toBe('bcm2711');
    expect(socFromCompatible(fixture('rpi5-model-b-compatible'))).toBe('bcm2712');
    expect(socFromCompatible(fixture('rpi-zero-w-compatible'))).toBe('bcm2835');
  });

  it('names none without a device tree, or with a board alone', () => {
    expect(socFromCompatible('')).toBeUndefined();
    expect(socFromCompatible('raspberrypi,5-model-b\0')).toBeUndefined();
  });
});
