import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumProbe } from '../../../src/probes/chromium/probe.js';
import { chromiumOptionsSchema } from '../../../src/probes/chromium/options.js';
import { createRealHost } from '../../../src/host/real-host.js';

/** A server that accepts the connection and never answers: the page never reaches `load`. */
const hanging = createServer(() => undefined);
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const address = hanging.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}/`;
});
afterAll(() => {
  hanging.closeAllConnections();
  hanging.close();
});

function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

describe('a run that hangs', () => {
  it('is killed with its whole process tree after the timeout and recorded as errored', { timeout: 60_000 }, async () => {
    const marker = `--feelbench-test-marker=${randomUUID()}`;
    const options = chromiumOptionsSchema.parse({ probe: 'chromium', url, timeoutSeconds: 8, args: [marker] });
    const context = { host: createRealHost(), log: () => undefined };
    const session = await chromiumProbe.open(options, context);
    const raw: string[] = [];
    let seenRunning = 0;
    const watcher = setInterval(() => {
      seenRunning = Math.max(seenRunning, processesWith(marker).length);
    }, 200);
    try {
      const samples = await session.run({ index: 0, firstRunCache: 'warm', saveRaw: (name) => raw.push(name) });
      expect(samples.length).toBe(6);
      for (const sample of samples) {
        expect(sample).toMatchObject({ state: 'errored', error: { code: 'timeout' } });
      }
      expect(raw).toEqual(['chromium-run0.txt']);
      // Chromium was running (detached, in a process group of its own) and is gone now.
      clearInterval(watcher);
      expect(seenRunning).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(processesWith(marker)).toEqual([]);
    } finally {
      clearInterval(watcher);
      await session.close();
    }
  });
});
