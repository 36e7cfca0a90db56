import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseThrottled } from '../../../src/parse/throttled.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/vcgencmd', name), 'utf8');

describe('parseThrottled', () => {
  it('turns the bits into words: under-voltage now and throttled now, with history', () => {
    expect(parseThrottled(fixture('get_throttled-rpi3-0x50005.txt'))).toEqual({
      raw: '0x50005',
      value: 0x50005,
      flags: ['under-voltage now', 'throttled now', 'under-voltage has occurred', 'throttling has occurred'],
    });
  });

  it('keeps history apart from the present', () => {
    expect(parseThrottled(fixture('get_throttled-rpi3-0x50000.txt'))?.flags).toEqual(['under-voltage has occurred', 'throttling has occurred']);
  });

  it('reports a clean state as no flags', () => {
    expect(parseThrottled(fixture('get_throttled-0x0.txt'))).toEqual({ raw: '0x0', value: 0, flags: [] });
  });

  it('refuses output it does not know', () => {
    expect(parseThrottled('error=1 error_msg="Command not registered"')).toBeUndefined();
  });
});
