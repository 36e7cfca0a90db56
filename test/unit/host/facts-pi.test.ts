import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatherHostFacts } from '../../../src/host/facts.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const fixture = (path: string) => readFileSync(join(import.meta.dirname, '../../fixtures', path), 'utf8');

describe('host facts on a Raspberry Pi', () => {
  it('adds the SoC from the device tree and the throttling state from vcgencmd', async () => {
    const commands: string[] = [];
    const host = createFakeHost({
      readText: async (path) => (path === '/proc/device-tree/compatible' ? fixture('device-tree/rpi5-model-b-compatible') : undefined),
      which: async (binary) => (binary === 'vcgencmd' ? '/usr/bin/vcgencmd' : undefined),
      exec: async (request) => {
        commands.push([request.command, ...request.args].join(' '));
        return { exitCode: 0, signal: null, stdout: fixture('vcgencmd/get_throttled-rpi3-0x50000.txt'), stderr: '', wallMs: 5, timedOut: false };
      },
    });
    const facts = await gatherHostFacts(host);
    expect(facts.soc).toBe('bcm2712');
    expect(facts.throttled).toEqual({ raw: '0x50000', flags: ['under-voltage has occurred', 'throttling has occurred'] });
    expect(commands).toEqual(['/usr/bin/vcgencmd get_throttled']);
  });

  it('leaves both out where there is no device tree and no vcgencmd', async () => {
    const facts = await gatherHostFacts(createFakeHost());
    expect(facts.soc).toBeUndefined();
    expect(facts.throttled).toBeUndefined();
  });
});
