/**
 * The apt probe against the real package database (root only). Both cases live in one
 * file so they never run at the same time: they share dpkg's lock and state.
 */
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRealHost } from '../../../src/host/real-host.js';
import { NONINTERACTIVE_ENV, queryPackages } from '../../../src/host/dpkg.js';
import { isRoot } from '../../../src/host/system.js';
import { parseDpkgAudit } from '../../../src/parse/dpkg.js';
import { OFFLINE_OPTIONS, timedReinstallArgs } from '../../../src/probes/apt/apt-commands.js';
import { aptOptionsSchema } from '../../../src/probes/apt/options.js';
import { aptProbe } from '../../../src/probes/apt/probe.js';
import type { ProbeContext, TrialContext } from '../../../src/probes/types.js';

const host = createRealHost();
const canRun = isRoot() && existsSync('/usr/bin/apt-get') && existsSync('/var/lib/dpkg/status');

function context(logs: string[]): ProbeContext {
  return { host, log: (message) => logs.push(message) };
}

function trialContext(index: number, raw: Map<string, string>): TrialContext {
  return { index, firstRunCache: 'warm', saveRaw: (name, content) => raw.set(`${index}-${name}`, content) };
}

async function audit(): Promise<string[]> {
  return parseDpkgAudit((await host.exec({ command: 'dpkg', args: ['--audit'], env: { LC_ALL: 'C' } })).stdout);
}

/** A small package every Debian has installed; the test reinstalls its installed version. */
const SMALL = 'publicsuffix';
/** Many files (about 1,500), so a kill lands inside dpkg's unpack; installed here and on most Debian desktops. */
const MANY_FILES = 'iso-codes';

describe.skipIf(!canRun)('apt probe, reinstall mode (as root, real dpkg)', () => {
  it('downloads once, then reinstalls twice with no network in the timed part', { timeout: 120_000 }, async () => {
    const [status] = await queryPackages(host, [SMALL]);
    expect(status?.abbrev, `${SMALL} must be installed for this test`).toBe('ii');
    const logs: string[] = [];
    const raw = new Map<string, string>();
    const options = aptOptionsSchema.parse({ probe: 'apt', packages: [SMALL], lockWaitSeconds: 60 });
    expect(await aptProbe.preflight(options, context(logs))).toEqual([]);
    const session = await aptProbe.open(options, context(logs));

    for (const index of [0, 1]) {
      const samples = await session.run(trialContext(index, raw));
      expect(samples.map((sample) => [sample.metric, sample.state])).toEqual([
        ['reinstall_ms', 'ok'],
        ['reinstall_resolve_ms', 'ok'],
        ['reinstall_unpack_ms', 'ok'],
        ['reinstall_configure_ms', 'ok'],
      ]);
      const output = raw.get(`${index}-apt-reinstall.txt`) ?? '';
      // The timed command refused downloads and had every proxy pointing at a closed port...
      for (const option of OFFLINE_OPTIONS) expect(output.split('\n')[0]).toContain(option);
      // ...and apt fetched nothing: no "Get:" line, no "Need to get".
      expect(output).not.toMatch(/^Get:\d+/m);
      expect(output).not.toContain('Need to get');
      expect(output).toContain(`Unpacking ${SMALL} (${status?.version}) over (${status?.version})`);
      const total = samples[0]?.state === 'ok' ? samples[0].value : NaN;
      console.log(`apt reinstall ${SMALL}, trial ${index}: ${total.toFixed(0)} ms`);
    }

    // Negative control: without the archive in apt's cache the timed step fails instead of
    // fetching it, so the passes above cannot have used the network.
    const archives = readdirSync('/var/cache/apt/archives').filter((name) => name.startsWith(`${SMALL}_${status?.version.replace(/^\d+:/, '')}_`));
    expect(archives).toHaveLength(1);
    const cached = `/var/cache/apt/archives/${archives[0]}`;
    renameSync(cached, `${cached}.feelbench-test`);
    try {
      const samples = await session.run(trialContext(2, raw));
      expect(samples).toEqual([expect.objectContaining({ metric: 'reinstall_ms', state: 'errored', error: expect.objectContaining({ code: 'apt-failed' }) })]);
      expect(raw.get('2-apt-reinstall.txt')).not.toMatch(/^Get:\d+/m);
    } finally {
      renameSync(`${cached}.feelbench-test`, cached);
    }
    await session.close();
    expect(await audit()).toEqual([]);
  });
});

/** Processes whose command line contains all the words. */
function processesWith(...words: string[]): { pid: number; pgid: number }[] {
  const found: { pid: number; pgid: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!words.every((word) => cmdline.some((arg) => arg.includes(word)))) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({ pid: Number(entry), pgid: Number(fields[2]) });
    } catch {
      // gone
    }
  }
  return found;
}

describe.skipIf(!canRun)('an apt run killed during unpack (SIGKILL)', () => {
  it('leaves dpkg consistent after the resume path (the probe opening again) repairs it', { timeout: 180_000 }, async () => {
    const [status] = await queryPackages(host, [MANY_FILES]);
    expect(status?.abbrev, `${MANY_FILES} must be installed for this test`).toBe('ii');
    const logs: string[] = [];
    const options = aptOptionsSchema.parse({ probe: 'apt', packages: [MANY_FILES], lockWaitSeconds: 60 });
    // open() downloads the archive; its session is then dropped, as a crashed harness would.
    await aptProbe.open(options, context(logs));

    // The timed command exactly as a trial runs it, killed with its process group as soon
    // as dpkg is unpacking: what a power cut or `kill -9` of the harness's apt step does.
    let broken: string[] = [];
    // dpkg reads its database (~0.1 s here) before it marks the package half-installed, so
    // the kill waits a little; a kill that lands too early or too late is tried again.
    const delaysMs = [150, 250, 100, 400];
    for (let attempt = 0; attempt < delaysMs.length && broken.length === 0; attempt++) {
      const run = host.exec({ command: 'apt-get', args: timedReinstallArgs([`${MANY_FILES}=${status?.version}`], { lockWaitSeconds: 60 }), env: { ...NONINTERACTIVE_ENV } });
      let target: { pid: number; pgid: number } | undefined;
      for (let waited = 0; waited < 60_000 && !target; waited += 5) {
        target = processesWith('dpkg', '--unpack', MANY_FILES)[0];
        if (!target) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(target, 'dpkg --unpack never started').toBeDefined();
      // apt-get runs dpkg in a process group of its own: kill both, as a power cut would.
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
      const groups = new Set([target?.pgid ?? 0, ...processesWith('apt-get', '--reinstall', MANY_FILES).map((found) => found.pgid)]);
      for (const group of groups) process.kill(-group, 'SIGKILL');
      const result = await run;
      expect(result.signal).toBe('SIGKILL');
      broken = await audit();
      console.log(`attempt ${attempt}: killed ${delaysMs[attempt]} ms into dpkg --unpack; dpkg --audit lists: ${broken.join(', ') || 'nothing'}`);
    }
    expect(broken, 'the kill should have landed inside the unpack').toEqual([MANY_FILES]);
    expect((await queryPackages(host, [MANY_FILES]))[0]?.abbrev).not.toBe('ii');

    // Resume: the runner opens its probes again; the apt probe repairs before anything else.
    const repairLogs: string[] = [];
    const session = await aptProbe.open(options, context(repairLogs));
    await session.close();
    expect(repairLogs[0]).toBe(`apt: dpkg was left inconsistent (${MANY_FILES}); running dpkg --configure -a`);
    expect(repairLogs.at(-1)).toBe('apt: dpkg is consistent again');
    expect(await audit()).toEqual([]);
    expect((await queryPackages(host, [MANY_FILES]))[0]).toEqual({ package: MANY_FILES, version: status?.version, abbrev: 'ii' });
  });
});
