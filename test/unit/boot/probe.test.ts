import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExecRequest, ExecResult } from '../../../src/host/types.js';
import { bootOptionsSchema } from '../../../src/probes/boot/options.js';
import { bootProbe } from '../../../src/probes/boot/probe.js';
import type { TrialContext } from '../../../src/probes/types.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const read = (path: string) => readFileSync(`test/fixtures/${path}`, 'utf8');
const result = (stdout: string, exitCode = 0, stderr = ''): ExecResult => ({ exitCode, signal: null, stdout, stderr, wallMs: 1, timedOut: false });

/** Answers like the captured trixie boot; `state` and `analyzeNotFinished` change the story. */
function machine(options: { state?: string; analyzeNotFinished?: number }) {
  let notFinished = options.analyzeNotFinished ?? 0;
  const calls: string[] = [];
  const exec = async (request: ExecRequest): Promise<ExecResult> => {
    const line = `${request.command} ${request.args.join(' ')}`;
    calls.push(line);
    if (line === 'systemctl --version') return result('systemd 257 (257.9)\n');
    if (line === 'systemctl is-system-running --wait') return result(`${options.state ?? 'running'}\n`, options.state === 'running' || !options.state ? 0 : 1);
    if (line.includes('default.target')) return result('Id=graphical.target\nActiveEnterTimestampMonotonic=0\n');
    if (line.startsWith('systemctl show')) return result(read('systemctl/trixie-virtio-show-timestamps.txt'));
    if (line === 'systemd-analyze time') {
      if (notFinished > 0) {
        notFinished -= 1;
        return result('', 1, read('systemd-analyze/public-deskpi-not-finished.stderr.txt'));
      }
      return result(read('systemd-analyze/trixie-virtio-time.txt').split('\n')[0] ?? '');
    }
    return result('');
  };
  const host = createFakeHost({ exec });
  const raw: Record<string, string> = {};
  const trial: TrialContext = { index: 0, firstRunCache: 'cold-after-boot', saveRaw: (name, content) => (raw[name] = content) };
  return { host, calls, raw, trial };
}

async function run(options: Parameters<typeof machine>[0], probeOptions: Record<string, unknown> = {}) {
  const m = machine(options);
  const logs: string[] = [];
  const session = await bootProbe.open(bootOptionsSchema.parse({ probe: 'boot', ...probeOptions }), { host: m.host, log: (line) => logs.push(line) });
  return { ...m, logs, samples: await session.run(m.trial) };
}

describe('boot probe', () => {
  it('measures a finished boot and keeps the analyze texts', async () => {
    const { samples, raw } = await run({});
    expect(samples.filter((sample) => sample.state === 'ok').map((sample) => sample.metric)).toEqual(['kernel_ms', 'userspace_ms', 'total_ms']);
    expect(Object.keys(raw).sort()).toEqual(['boot-analyze-blame.txt', 'boot-analyze-critical-chain.txt', 'boot-analyze-time.txt', 'boot-system-state.txt', 'boot-systemctl-show.txt']);
  });

  it('retries "Bootup is not yet finished", bounded', async () => {
    const twice = await run({ analyzeNotFinished: 2 });
    expect(twice.calls.filter((call) => call === 'systemd-analyze time')).toHaveLength(3);
    expect(twice.samples.some((sample) => sample.state === 'errored')).toBe(false);
    const never = await run({ analyzeNotFinished: 99 });
    expect(never.calls.filter((call) => call === 'systemd-analyze time')).toHaveLength(5);
    expect(never.samples.find((sample) => sample.state === 'errored')).toMatchObject({ error: { code: 'analyze-mismatch' } });
  });

  it('measures a degraded system with a warning, or refuses it when asked', async () => {
    const degraded = await run({ state: 'degraded' });
    expect(degraded.logs.join('\n')).toMatch(/degraded/);
    expect(degraded.samples.some((sample) => sample.state === 'ok')).toBe(true);
    const strict = await run({ state: 'degraded' }, { acceptDegraded: false });
    expect(strict.samples).toEqual([expect.objectContaining({ state: 'errored', error: expect.objectContaining({ code: 'system-degraded' }) })]);
  });

  it('records a boot that never finished as errored, never as numbers', async () => {
    const { samples } = await run({ state: 'starting' });
    expect(samples).toEqual([expect.objectContaining({ state: 'errored', error: expect.objectContaining({ code: 'boot-not-finished' }) })]);
  });
});
