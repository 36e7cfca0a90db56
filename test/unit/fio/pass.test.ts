import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExecRequest, ExecResult } from '../../../src/host/types.js';
import { fioPassSchema } from '../../../src/probes/fio/options.js';
import { openFioPass, preflightFioPass, runFioPass } from '../../../src/probes/fio/pass.js';
import { createFakeHost } from '../../helpers/fake-host.js';
import { createFakeFileSystem } from './fake-fs.js';

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '../../fixtures/fio', name), 'utf8');
const settings = fioPassSchema.parse({ profile: 'sbc', directory: '/mnt/ssd', size: '64MiB', runtimeSeconds: 2, rampSeconds: 1 });
const fio = { path: '/usr/bin/fio', version: '3.33', engine: 'libaio' };
const TEST_FILE = '/mnt/ssd/feelbench-fio.tmp';

function result(partial: Partial<ExecResult>): ExecResult {
  return { exitCode: 0, signal: null, stdout: '', stderr: '', wallMs: 1, timedOut: false, ...partial };
}

describe('runFioPass', () => {
  it('removes a stale test file, runs the job file on stdin, keeps raw output, removes the file again', async () => {
    const fs = createFakeFileSystem({ '/mnt/ssd': 'directory', [TEST_FILE]: 'file' });
    const requests: ExecRequest[] = [];
    const host = createFakeHost({
      exec: async (request) => {
        requests.push(request);
        // fio creates the file while it runs
        fs.paths[TEST_FILE] = 'file';
        return result({ stdout: fixture('3.33-sbc-libaio.json') });
      },
    });
    const raw: Record<string, string> = {};
    const samples = await runFioPass(settings, fio, { host, fs, log: () => undefined }, (name, content) => {
      raw[name] = content;
    });
    expect(fs.removed).toEqual([TEST_FILE, TEST_FILE]);
    expect(fs.paths[TEST_FILE]).toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ command: '/usr/bin/fio', args: ['--output-format=json', '-'] });
    expect(requests[0]!.input).toContain(`filename=${TEST_FILE}`);
    expect(requests[0]!.timeoutMs).toBeGreaterThan(0);
    expect(Object.keys(raw).sort()).toEqual(['fio-jobs.fio', 'fio.json']);
    expect(samples.find((sample) => sample.metric === 'rnd4k_q4t1_rw70.read_iops')).toMatchObject({ state: 'ok', value: 20945.641528 });
  });

  it('removes the test file even when fio hangs and is killed', async () => {
    const fs = createFakeFileSystem({ '/mnt/ssd': 'directory' });
    const host = createFakeHost({
      exec: async () => {
        fs.paths[TEST_FILE] = 'file';
        return result({ exitCode: null, signal: 'SIGKILL', timedOut: true });
      },
    });
    await expect(runFioPass(settings, fio, { host, fs, log: () => undefined }, () => undefined)).rejects.toMatchObject({ code: 'timeout' });
    expect(fs.paths[TEST_FILE]).toBeUndefined();
  });

  it('reports fio\'s own line when it printed no JSON', async () => {
    const fs = createFakeFileSystem({ '/mnt/ssd': 'directory' });
    const host = createFakeHost({
      exec: async () => result({ exitCode: 1, stdout: fixture('3.33-readonly-write-refused.stdout.txt'), stderr: fixture('3.33-readonly-write-refused.stderr.txt') }),
    });
    await expect(runFioPass(settings, fio, { host, fs, log: () => undefined }, () => undefined)).rejects.toMatchObject({
      code: 'fio-failed',
      message: 'fio exited with 1: fio: job <x> has write or trim bit set, but fio is in read-only mode',
    });
  });

  it('never runs fio when there is not enough space', async () => {
    const fs = createFakeFileSystem({ '/mnt/ssd': 'directory' }, 100 * 2 ** 20, 8 * 2 ** 30);
    let ran = false;
    const host = createFakeHost({
      exec: async () => {
        ran = true;
        return result({});
      },
    });
    await expect(runFioPass(settings, fio, { host, fs, log: () => undefined }, () => undefined)).rejects.toMatchObject({ code: 'not-enough-space' });
    expect(ran).toBe(false);
  });
});

describe('openFioPass and preflight', () => {
  const enghelp = fixture('3.33-enghelp.txt');
  const loads = { stdout: fixture('3.33-enghelp-libaio.stdout.txt'), stderr: '' };
  const doesNotLoad = { stdout: fixture('3.33-enghelp-nosuchengine.stdout.txt'), stderr: fixture('3.33-enghelp-nosuchengine.stderr.txt') };
  const fakeFio = (engines: string, libaio = loads) =>
    createFakeHost({
      which: async (binary) => (binary === 'fio' ? '/usr/bin/fio' : undefined),
      exec: async (request) => {
        const [arg] = request.args;
        if (arg === '--version') return result({ stdout: fixture('3.33-version.txt') });
        if (arg === '--enghelp') return result({ stdout: engines });
        return arg === '--enghelp=libaio' ? result({ exitCode: 1, ...libaio }) : result({ stdout: fixture('3.33-enghelp-psync.stdout.txt'), exitCode: 1 });
      },
    });

  it('records fio version and the engine, falling back when libaio is missing or does not load', async () => {
    const withLibaio = await openFioPass(settings, { host: fakeFio(enghelp), log: () => undefined }, createFakeFileSystem({}));
    expect(withLibaio.tools).toMatchObject({ fio: '3.33', 'fio.engine': 'libaio', 'fio.profile': 'sbc' });
    const withoutLibaio = await openFioPass(settings, { host: fakeFio(enghelp.replace(/^\s*libaio\n/m, '')), log: () => undefined }, createFakeFileSystem({}));
    expect(withoutLibaio.tools['fio.engine']).toBe('io_uring');
    const brokenLibaio = await openFioPass(settings, { host: fakeFio(enghelp, doesNotLoad), log: () => undefined }, createFakeFileSystem({}));
    expect(brokenLibaio.tools['fio.engine']).toBe('io_uring');
  });

  it('preflight names a missing fio and an unsafe target, one line each', async () => {
    const problems = await preflightFioPass(fioPassSchema.parse({ directory: '/dev/sda' }), {
      host: createFakeHost(),
      fs: createFakeFileSystem({ '/dev/sda': 'block-device' }),
      log: () => undefined,
    });
    expect(problems).toEqual([
      'fio: not installed; install it (Debian/Ubuntu/Raspberry Pi OS: sudo apt install fio)',
      expect.stringMatching(/^fio: \/dev\/sda is a block device/),
    ]);
  });
});
