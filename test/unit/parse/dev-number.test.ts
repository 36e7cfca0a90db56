import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devNumberText, splitDevNumber } from '../../../src/parse/dev-number.js';

describe('splitDevNumber', () => {
  it('decodes st_dev captured by `stat -c %d /` next to `mountpoint -d /`', () => {
    const root = join(import.meta.dirname, '../../fixtures/sysfs/host-virtio-whole-disk');
    const stDev = BigInt(readFileSync(join(root, 'stat-dev.txt'), 'utf8').trim());
    expect(devNumberText(stDev)).toBe(readFileSync(join(root, 'dev.txt'), 'utf8').trim());
  });

  it('handles minors above 255 and majors above 4095 (the split encoding)', () => {
    // makedev(259, 300) and makedev(4096, 0) by glibc's formula
    expect(splitDevNumber((259n << 8n) | (300n & 0xffn) | ((300n & ~0xffn) << 12n))).toEqual({ major: 259, minor: 300 });
    expect(splitDevNumber((4096n & ~0xfffn) << 32n)).toEqual({ major: 4096, minor: 0 });
  });
});
