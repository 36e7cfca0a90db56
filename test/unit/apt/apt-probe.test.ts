import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExecRequest, ExecResult, TimedLine } from '../../../src/host/types.js';
import { OFFLINE_OPTIONS } from '../../../src/probes/apt/apt-commands.js';
import { aptOptionsSchema } from '../../../src/probes/apt/options.js';
import { aptProbe } from '../../../src/probes/apt/probe.js';
import type { ProbeContext, TrialContext } from '../../../src/probes/types.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const fixture = (path: string) => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8');
const ok = (stdout = '', extra: Partial<ExecResult> = {}): ExecResult => ({ exitCode: 0, signal: null, stdout, stderr: '', wallMs: 1, timedOut: false, ...extra });

type Route = (request: ExecRequest) => ExecResult | undefined;

/** A host whose exec answers from routes (first match wins) and logs every call. */
function hostWith(routes: Route[], root = true) {
  const calls: ExecRequest[] = [];
  const host = createFakeHost({
    isRoot: () => root,
    which: async (binary) => `/usr/bin/${binary}`,
    exec: async (request) => {
      calls.push(request);
      for (const route of routes) {
        const result = route(request);
        if (result) return result;
      }
      return ok();
    },
  });
  const logs: string[] = [];
  const context: ProbeContext = { host, log: (message) => logs.push(message) };
  return { host, calls, logs, context };
}

const raw: Record<string, string> = {};
const trial: TrialContext = { index: 0, firstRunCache: 'warm', saveRaw: (name, content) => (raw[name] = content) };
const is = (command: string, first?: string) => (request: ExecRequest) => request.command === command && (first === undefined || request.args[0] === first);
const installed = (request: ExecRequest) => (is('dpkg-query')(request) ? ok('perl-modules-5.36\t5.36.0-7+deb12u4\tii \ntzdata\t2026f-0+deb12u1\tii \n') : undefined);
const timedCapture = JSON.parse(fixture('apt/bookworm-apt-2.6.1-reinstall-perl-tzdata-timed-lines.json')) as { wallMs: number; lines: TimedLine[] };

describe('apt probe preflight', () => {
  it('refuses when not root', async () => {
    const { context } = hostWith([], false);
    expect(await aptProbe.preflight(aptOptionsSchema.parse({ probe: 'apt' }), context)).toEqual([expect.stringContaining('needs root')]);
  });
  it('needs the reinstall set to be installed', async () => {
    const { context } = hostWith([(request) => (is('dpkg-query')(request) ? ok('tzdata\t2026f-0+deb12u1\tii \n', { exitCode: 1 }) : undefined)]);
    const problems = await aptProbe.preflight(aptOptionsSchema.parse({ probe: 'apt' }), context);
    expect(problems).toEqual([expect.stringContaining('not installed (or not fully configured): perl-modules-5.36')]);
  });
  it('never purges packages the user has installed', async () => {
    const { context } = hostWith([installed]);
    const problems = await aptProbe.preflight(aptOptionsSchema.parse({ probe: 'apt', mode: 'install-purge', packages: ['tzdata'] }), context);
    expect(problems).toEqual([expect.stringContaining('would purge packages you have installed: tzdata')]);
  });
  it('refuses an install-purge set that pulls in other packages (captured apt-get -s)', async () => {
    const { context } = hostWith([
      (request) => (is('dpkg-query')(request) ? ok('', { exitCode: 1 }) : undefined),
      (request) => (is('apt-get', '-s')(request) ? ok(fixture('apt/bookworm-apt-2.6.1-simulate-install-with-dependency.txt')) : undefined),
    ]);
    const problems = await aptProbe.preflight(aptOptionsSchema.parse({ probe: 'apt', mode: 'install-purge', packages: ['sl', 'cowsay'] }), context);
    expect(problems).toEqual([expect.stringContaining('3 new')]);
  });
});

describe('apt probe reinstall', () => {
  it('downloads the installed versions once, then times an offline reinstall with dpkg phases', async () => {
    const { context, calls } = hostWith([
      installed,
      (request) => (is('apt-get', 'install')(request) && request.args.includes('--no-download') ? ok('', { wallMs: timedCapture.wallMs, lines: timedCapture.lines }) : undefined),
    ]);
    const session = await aptProbe.open(aptOptionsSchema.parse({ probe: 'apt' }), context);
    const download = calls.find((call) => call.args.includes('--download-only'));
    expect(download?.args).toEqual(expect.arrayContaining(['--reinstall', 'perl-modules-5.36=5.36.0-7+deb12u4', 'tzdata=2026f-0+deb12u1']));
    const before = calls.length;

    const samples = await session.run(trial);
    const timed = calls.slice(before).find((call) => call.command === 'apt-get');
    expect(timed?.args).toEqual(expect.arrayContaining([...OFFLINE_OPTIONS, '-o', 'APT::Status-Fd=2']));
    expect(timed?.args).not.toContain('--download-only');
    expect(timed?.env?.DEBIAN_FRONTEND).toBe('noninteractive');
    expect(samples.map((sample) => [sample.metric, sample.state])).toEqual([
      ['reinstall_ms', 'ok'],
      ['reinstall_resolve_ms', 'ok'],
      ['reinstall_unpack_ms', 'ok'],
      ['reinstall_configure_ms', 'ok'],
    ]);
    expect(samples[0]).toMatchObject({ value: timedCapture.wallMs, cache: 'warm' });
    expect(raw['apt-reinstall.txt']).toContain('--no-download');
  });

  it('never counts a run that fetched anything', async () => {
    const { context } = hostWith([
      installed,
      (request) => (request.args.includes('--no-download') && request.args[0] === 'install' ? ok(fixture('apt/bookworm-apt-2.6.1-download-only-reinstall.stdout.txt')) : undefined),
    ]);
    const session = await aptProbe.open(aptOptionsSchema.parse({ probe: 'apt' }), context);
    expect(await session.run(trial)).toEqual([expect.objectContaining({ state: 'errored', error: { code: 'network-used', message: 'apt fetched 2 item(s) during the timed part' } })]);
  });

  it('repairs dpkg on open (the resume path) and after a failed run, and says so', async () => {
    let audits = 0;
    const auditText = fixture('dpkg/bookworm-dpkg-1.21.22-audit-half-installed-after-sigkill.txt');
    const { context, calls, logs } = hostWith([
      // Broken until the reinstall from the cache ran.
      (request) => (is('dpkg', '--audit')(request) ? ok(calls.some((call) => call.args.includes('--no-download')) ? '' : (audits++, auditText)) : undefined),
      (request) =>
        is('dpkg-query')(request) && request.args.includes('perl-modules-5.36') && !calls.some((call) => call.args.includes('--no-download'))
          ? ok('perl-modules-5.36\t5.36.0-7+deb12u4\tiHR\n')
          : undefined,
      installed,
    ]);
    await aptProbe.open(aptOptionsSchema.parse({ probe: 'apt' }), context);
    expect(audits).toBe(2);
    expect(calls.some((call) => call.command === 'dpkg' && call.args.join(' ').startsWith('--configure -a'))).toBe(true);
    const reinstall = calls.find((call) => call.args.includes('--no-download'));
    expect(reinstall?.args).toEqual(expect.arrayContaining(['--reinstall', 'perl-modules-5.36', ...OFFLINE_OPTIONS]));
    expect(logs).toEqual([
      'apt: dpkg was left inconsistent (perl-modules-5.36); running dpkg --configure -a',
      "apt: reinstalling perl-modules-5.36 from apt's cache (left half-installed)",
      'apt: dpkg is consistent again',
    ]);
  });

  it('records a failed reinstall as errored with apt\'s own error', async () => {
    const { context } = hostWith([
      installed,
      (request) => (request.args.includes('--no-download') ? { ...ok(), exitCode: 100, stderr: fixture('apt/bookworm-apt-2.6.1-lock-timeout.stderr.txt') } : undefined),
    ]);
    const session = await aptProbe.open(aptOptionsSchema.parse({ probe: 'apt' }), context);
    expect(await session.run(trial)).toEqual([
      expect.objectContaining({ state: 'errored', error: { code: 'apt-failed', message: 'apt-get reinstall failed: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?' } }),
    ]);
  });

  it('records a cold run as skipped when the page cache cannot be dropped', async () => {
    const { context } = hostWith([installed]);
    const session = await aptProbe.open(aptOptionsSchema.parse({ probe: 'apt', cache: 'cold' }), { ...context, host: { ...context.host, isRoot: () => false } });
    expect(await session.run(trial)).toEqual([expect.objectContaining({ state: 'skipped', reason: expect.stringContaining('needs root') })]);
  });
});

describe('apt probe upgrade', () => {
  it('counts packages and bytes from the captured plan and times the offline upgrade once', async () => {
    let upgraded = false;
    const { context } = hostWith([
      (request) => (is('apt-get', '-s')(request) ? ok(upgraded ? '0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.\n' : fixture('apt/bookworm-apt-2.6.1-simulate-upgrade.txt')) : undefined),
      (request) => (is('apt-get', 'upgrade')(request) && request.args.includes('--download-only') ? ok(fixture('apt/bookworm-apt-2.6.1-print-uris-upgrade.txt').split("'http")[0]) : undefined),
      (request) => (is('apt-get', 'upgrade')(request) && request.args.includes('--no-download') ? ((upgraded = true), ok('', { wallMs: 9000 })) : undefined),
    ]);
    const session = await aptProbe.open(aptOptionsSchema.parse({ probe: 'apt', mode: 'upgrade' }), context);
    const first = await session.run(trial);
    expect(first).toEqual([
      expect.objectContaining({ metric: 'upgrade_ms', state: 'ok', value: 9000 }),
      expect.objectContaining({ metric: 'upgrade_packages', state: 'ok', value: 108, unit: 'count' }),
      expect.objectContaining({ metric: 'upgrade_bytes', state: 'ok', value: 195e6, unit: 'bytes' }),
    ]);
    const second = await session.run({ ...trial, index: 1 });
    expect(second.every((sample) => sample.state === 'skipped' && sample.reason.includes('once per device'))).toBe(true);
  });
});
