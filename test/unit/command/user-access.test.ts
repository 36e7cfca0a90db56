import { describe, expect, it } from 'vitest';
import type { ExecRequest } from '../../../src/host/types.js';
import { unreadableBy } from '../../../src/host/user-access.js';
import { chromiumOptionsSchema } from '../../../src/probes/chromium/options.js';
import { chromiumProbe } from '../../../src/probes/chromium/probe.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const pi = { name: 'pi', uid: 1000, gid: 1000, home: '/home/pi' };

describe('what the unprivileged user can read', () => {
  it('checks each path as that user and lists the unreadable ones', async () => {
    const calls: ExecRequest[] = [];
    const host = createFakeHost({
      exec: async (request) => {
        calls.push(request);
        const denied = request.args.at(-1)?.startsWith('/root/');
        return { exitCode: denied ? 1 : 0, signal: null, stdout: '', stderr: '', wallMs: 1, timedOut: false };
      },
    });
    expect(await unreadableBy(host, pi, ['/usr/bin/node', '/root/feelbench/dist'])).toEqual(['/root/feelbench/dist']);
    expect(calls.every((call) => call.runAs === pi)).toBe(true);
  });

  it('makes the Chromium preflight say what to do when node or dist/ is out of reach', async () => {
    const host = createFakeHost({
      isRoot: () => true,
      which: async (binary) => `/usr/bin/${binary}`,
      exec: async (request) => ({ exitCode: request.runAs ? 1 : 0, signal: null, stdout: 'Chromium 120.0.6099.224 built on Debian 12.4\n', stderr: '', wallMs: 1, timedOut: false }),
    });
    const problems = await chromiumProbe.preflight(chromiumOptionsSchema.parse({ probe: 'chromium' }), { host, probeUser: pi, log: () => undefined });
    expect(problems).toContainEqual(expect.stringContaining('chromium: pi, who runs the browser, cannot read'));
    expect(problems).toContainEqual(expect.stringContaining('not under /root'));
  });
});
