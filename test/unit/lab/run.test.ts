import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExecRequest } from '../../../src/host/types.js';
import type { VmHandle, VmRequest } from '../../../src/host/vm.js';
import { parseDeviceList } from '../../../src/lab/devices.js';
import { labScenario } from '../../../src/lab/job.js';
import type { LabPaths } from '../../../src/lab/paths.js';
import { runLab } from '../../../src/lab/run.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const fixtures = new URL('../../fixtures/', import.meta.url).pathname;
// A real lab VM's console and the campaign folder its guest copied out.
const consoleLines = readFileSync(join(fixtures, 'lab-console/trixie-nvme-reboot-campaign.txt'), 'utf8').split('\n');
const campaignFixture = join(fixtures, 'lab-campaign/trixie-nvme-reboot-command');
const scenarioFile = new URL('../../../lab/scenarios/lab-reboot-command.yaml', import.meta.url).pathname;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A VM that replays a console and, like the guest, copies a campaign into the share. */
function fakeVm(behaviour: 'finishes' | 'hangs' | 'dies', seen: VmRequest[]) {
  return (request: VmRequest): VmHandle => {
    seen.push(request);
    const share = /path=([^,]+)/.exec(request.args.join(' '))?.[1] ?? '';
    const campaignId = /LAB_ID=(\S+)/.exec(readFileSync(join(share, 'job.env'), 'utf8'))?.[1] ?? '';
    let killed: string | undefined;
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (release = resolve)).then(() => ({ exitCode: killed ? null : 0, signal: killed ? 'SIGKILL' : null, wallMs: 1000, ...(killed ? { killedBecause: killed } : {}) }));
    const lines = behaviour === 'finishes' ? consoleLines : consoleLines.slice(0, 100);
    lines.forEach((line, index) => request.onLine(line.replace(/^[\d.]+ /, '').replace('id=manual1-nvme', `id=${campaignId}`), index));
    if (behaviour === 'finishes') cpSync(campaignFixture, join(share, 'out', 'results', campaignId), { recursive: true });
    if (behaviour !== 'hangs') release();
    return {
      kill: (reason) => {
        killed = reason;
        release();
      },
      done,
    };
  };
}

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'feelbench-lab-run-'));
  dirs.push(root);
  const paths: LabPaths = { root, labDir: join(root, 'lab'), baseDir: join(root, 'base'), cacheRoot: join(root, 'cache'), imageDir: join(root, 'cache', 'trixie'), stageDir: join(root, 'stage') };
  const execs: ExecRequest[] = [];
  const host = createFakeHost({
    exec: async (request) => {
      execs.push(request);
      if (request.command === 'cp') writeFileSync(request.args[2] ?? '', 'disk');
      return { exitCode: 0, signal: null, stdout: '', stderr: '', wallMs: 1, timedOut: false };
    },
  });
  const scenario = labScenario(readFileSync(scenarioFile, 'utf8'), scenarioFile);
  return { root, paths, host, execs, scenario };
}

describe('lab run', () => {
  it('boots each device from its own copy with its throttle, and copies the finished campaigns out', async () => {
    const { root, paths, host, execs, scenario } = setup();
    const seen: VmRequest[] = [];
    const log: string[] = [];
    const outDir = join(root, 'out');
    const outcomes = await runLab(
      { host, paths, startVm: fakeVm('finishes', seen) },
      { devices: parseDeviceList('nvme,microsd'), scenario, outDir, memMib: 1536, timeoutMs: 60_000, idleMs: 60_000, keepDisks: false, log: (line) => log.push(line) },
    );
    expect(outcomes.map((outcome) => [outcome.device, outcome.phase, outcome.problem, outcome.bootIds.length])).toEqual([
      ['nvme', 'done', undefined, 3],
      ['microsd', 'done', undefined, 3],
    ]);
    // Its own disk per device, removed afterwards.
    expect(execs.map((request) => request.args[2])).toEqual([join(outDir, 'nvme', 'disk.img'), join(outDir, 'microsd', 'disk.img')]);
    expect(existsSync(join(outDir, 'nvme', 'disk.img'))).toBe(false);
    const microsd = seen[1]?.args.join(' ') ?? '';
    expect(microsd).toContain('--device sd');
    expect(seen[1]?.args).toContain('throttling.bps-read=94000000,throttling.bps-write=75000000,throttling.iops-read=1619');
    expect(microsd).toContain('--append lab.campaign=1');
    expect(seen[0]?.args.join(' ')).toContain('--device nvme');
    for (const outcome of outcomes) expect(existsSync(join(outcome.campaignDir ?? '', 'trials.jsonl'))).toBe(true);
    expect(readFileSync(join(outDir, 'nvme', 'share', 'lab-reboot-command.yaml'), 'utf8')).toBe(scenario.text);
    expect(log.some((line) => line.includes('[nvme') && line.includes('rebooting before trial 1 of 2'))).toBe(true);
    expect(JSON.parse(readFileSync(join(outDir, 'lab-run.json'), 'utf8')).outcomes).toHaveLength(2);
  });

  it('kills a VM whose console falls silent and reports it, then goes on with the next device', async () => {
    const { root, paths, host, scenario } = setup();
    const outDir = join(root, 'out');
    const seen: VmRequest[] = [];
    const startVm = (request: VmRequest) => (seen.length === 0 ? fakeVm('hangs', seen)(request) : fakeVm('finishes', seen)(request));
    // The fake clock jumps as soon as the watchdog looks: the console has been silent too long.
    let now = 0;
    const clockHost = { ...host, clock: { ...host.clock, monotonicMs: () => (now += 400_000) } };
    const outcomes = await runLab(
      { host: clockHost, paths, startVm },
      { devices: parseDeviceList('microsd,nvme'), scenario, outDir, memMib: 1024, timeoutMs: 60_000, idleMs: 300_000, keepDisks: true, watchdogMs: 10, log: () => undefined },
    );
    expect(outcomes[0]?.problem).toMatch(/the VM was killed: no console output for \d+ s/);
    expect(outcomes[0]?.campaignDir).toBeUndefined();
    expect(outcomes[1]?.problem).toBeUndefined();
    expect(existsSync(join(outDir, 'microsd', 'disk.img'))).toBe(true);
  });

  it('reports a VM that powers off before the campaign ends', async () => {
    const { root, paths, host, scenario } = setup();
    const outcomes = await runLab(
      { host, paths, startVm: fakeVm('dies', []) },
      { devices: parseDeviceList('emmc'), scenario, outDir: join(root, 'out'), memMib: 1024, timeoutMs: 60_000, idleMs: 60_000, keepDisks: false, log: () => undefined },
    );
    expect(outcomes[0]?.problem).toMatch(/the VM stopped \(exit 0\) before the campaign ended/);
  });
});
