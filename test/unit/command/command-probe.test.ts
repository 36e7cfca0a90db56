import { describe, expect, it } from 'vitest';
import type { ExecRequest, ExecResult } from '../../../src/host/types.js';
import { prepareCache } from '../../../src/probes/cold-cache.js';
import { programOf, toArgv } from '../../../src/probes/command/command-line.js';
import { commandOptionsSchema } from '../../../src/probes/command/options.js';
import { commandProbe } from '../../../src/probes/command/probe.js';
import type { ProbeContext, TrialContext } from '../../../src/probes/types.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const result = (extra: Partial<ExecResult> = {}): ExecResult => ({ exitCode: 0, signal: null, stdout: '', stderr: '', wallMs: 12.5, timedOut: false, ...extra });
const trial: TrialContext = { index: 0, firstRunCache: 'warm', saveRaw: () => undefined };
const pi = { name: 'pi', uid: 1000, gid: 1000, home: '/home/pi' };

function setup(answer: (request: ExecRequest) => ExecResult, root = true) {
  const calls: ExecRequest[] = [];
  const host = createFakeHost({
    isRoot: () => root,
    which: async (binary) => (binary === 'missing-tool' ? undefined : `/usr/bin/${binary}`),
    lookupUser: async (name) => (name === 'pi' ? pi : undefined),
    exec: async (request) => (calls.push(request), answer(request)),
  });
  const context: ProbeContext = { host, probeUser: pi, log: () => undefined };
  return { calls, context };
}

describe('command lines', () => {
  const places = { assets: '/opt/feelbench/assets', workdir: '/tmp/w' };
  it('runs a list as argv and a string through sh -c, placeholders filled', () => {
    expect(toArgv(['python3', '{assets}/everyday/heavy-import.py'], places)).toEqual({ command: 'python3', args: ['/opt/feelbench/assets/everyday/heavy-import.py'] });
    expect(toArgv("tar -xzf x.tgz -C '{workdir}' && sync", places)).toEqual({ command: 'sh', args: ['-c', "tar -xzf x.tgz -C '/tmp/w' && sync"] });
    expect(programOf('a | b')).toBe('sh');
    expect(programOf(['python3', '-c', 'pass'])).toBe('python3');
  });
});

describe('cache preparation', () => {
  it('keeps the first run after a boot as it is, drops before the others', async () => {
    const { context, calls } = setup(() => result());
    expect(await prepareCache(context.host, 'cold', 'cold-after-boot', 0)).toEqual({ state: 'cold-after-boot' });
    expect(calls).toHaveLength(0);
    expect(await prepareCache(context.host, 'cold', 'cold-after-boot', 1)).toEqual({ state: 'cold-after-drop' });
    expect(calls.map((call) => [call.command, ...call.args].join(' '))).toEqual(['sync', 'sh -c echo 3 > /proc/sys/vm/drop_caches']);
  });
  it('labels warm runs: the first one as the trial says, then warm', async () => {
    const { context } = setup(() => result());
    expect(await prepareCache(context.host, 'warm', 'cold-after-boot', 0)).toEqual({ state: 'cold-after-boot' });
    expect(await prepareCache(context.host, 'warm', 'cold-after-boot', 1)).toEqual({ state: 'warm' });
  });
  it('says plainly it cannot drop caches without root', async () => {
    const { context } = setup(() => result(), false);
    expect(await prepareCache(context.host, 'cold', 'warm', 0)).toEqual({ skipReason: expect.stringContaining('needs root') });
  });
});

describe('command probe', () => {
  const options = (extra: object) => commandOptionsSchema.parse({ probe: 'command', name: 'app', command: ['app', '--start'], runs: 2, ...extra });

  it('runs prepare untimed, then the command as the probe user, one sample per run', async () => {
    const { context, calls } = setup((request) => result({ wallMs: request.command === 'app' ? 40 : 5 }));
    const session = await commandProbe.open(options({ prepare: 'rm -rf {workdir}/x' }), context);
    const samples = await session.run(trial);
    await session.close();
    expect(samples).toEqual([
      { probe: 'command', metric: 'app_ms', unit: 'ms', run: 0, cache: 'warm', state: 'ok', value: 40 },
      { probe: 'command', metric: 'app_ms', unit: 'ms', run: 1, cache: 'warm', state: 'ok', value: 40 },
    ]);
    expect(calls.map((call) => call.command)).toEqual(['sh', 'app', 'sh', 'app']);
    expect(calls.every((call) => call.runAs === pi && call.timeoutMs === 60_000)).toBe(true);
  });

  it('records a timeout, an unexpected exit code and a failed prepare as errored', async () => {
    const answers = [result({ timedOut: true, exitCode: null, signal: 'SIGKILL' }), result({ exitCode: 3, stderr: 'boom\n' })];
    const { context } = setup(() => answers.shift() ?? result());
    const session = await commandProbe.open(options({ timeoutSeconds: 1 }), context);
    expect((await session.run(trial)).map((sample) => (sample.state === 'errored' ? sample.error : sample.state))).toEqual([
      { code: 'timeout', message: 'no exit within 1 s; the process group was killed' },
      { code: 'exit-code', message: 'ended with exit code 3, expected 0: boom' },
    ]);
    await session.close();
    const failing = setup((request) => (request.command === 'sh' ? result({ exitCode: 1, stderr: 'no such file\n' }) : result()));
    const session2 = await commandProbe.open(options({ prepare: 'false', runs: 1 }), failing.context);
    expect(await session2.run(trial)).toEqual([expect.objectContaining({ state: 'errored', error: { code: 'prepare-failed', message: 'prepare ended with exit code 1: no such file' } })]);
    await session2.close();
  });

  it('accepts the exit code the scenario expects', async () => {
    const { context } = setup(() => result({ exitCode: 1 }));
    const session = await commandProbe.open(options({ expectExitCode: 1, runs: 1 }), context);
    expect(await session.run(trial)).toEqual([expect.objectContaining({ state: 'ok' })]);
    await session.close();
  });

  it('runs as root when the entry says user: root', async () => {
    const { context, calls } = setup(() => result());
    const lookup = context.host.lookupUser;
    context.host.lookupUser = async (name) => (name === 'root' ? { name: 'root', uid: 0, gid: 0, home: '/root' } : lookup(name));
    const session = await commandProbe.open(options({ user: 'root', runs: 1 }), context);
    await session.run(trial);
    await session.close();
    expect(calls[0]?.runAs).toBeUndefined();
  });

  it('preflight names a missing program and an unknown user', async () => {
    const { context } = setup(() => result());
    expect(await commandProbe.preflight(options({ command: ['missing-tool'], user: 'bob' }), context)).toEqual([
      'command app: program "missing-tool" not found in PATH',
      'command app: user "bob" does not exist on this machine',
    ]);
  });

  it('preflight says when the probe user cannot read the assets', async () => {
    const { context } = setup(() => result({ exitCode: 1 }));
    const problems = await commandProbe.preflight(options({ command: ['app', '{assets}/x'] }), context);
    expect(problems).toEqual([expect.stringContaining('pi cannot read')]);
  });
});
