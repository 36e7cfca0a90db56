import { createSysfsView } from '../../src/host/sysfs.js';
import type { ExecRequest, ExecResult, Host } from '../../src/host/types.js';

/** A Host with a controllable clock and no side effects, for scheduler and store tests. */
export function createFakeHost(overrides: Partial<Host> = {}): Host & { advance(ms: number): void } {
  let monotonic = 0;
  let wall = Date.parse('2026-11-21T09:00:00Z');
  const host: Host & { advance(ms: number): void } = {
    advance(ms) {
      monotonic += ms;
      wall += ms;
    },
    exec: async (_request: ExecRequest): Promise<ExecResult> => ({ exitCode: 0, signal: null, stdout: '', stderr: '', wallMs: 0, timedOut: false }),
    clock: {
      now: () => new Date(wall),
      monotonicMs: () => monotonic,
      sleep: async (ms) => host.advance(ms),
    },
    readText: async () => undefined,
    bootId: async () => 'boot-1',
    loadAverage: () => [0.1, 0.2, 0.3],
    isRoot: () => false,
    lookupUser: async () => undefined,
    chown: async () => undefined,
    which: async () => undefined,
    env: {},
    // An empty tree: device identification finds nothing and says so, reading no live /sys.
    sysfs: createSysfsView({ root: '/nonexistent-feelbench-sysfs', deviceNumberOf: async () => undefined }),
    ...overrides,
  };
  return host;
}
