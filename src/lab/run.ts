/**
 * `feelbench lab run`: boots the lab image from each emulated device in turn (one VM at a
 * time), each on its own copy of the image so campaigns never mix. In the guest,
 * feelbench-lab.service runs the campaign with real reboots (QEMU runs without -no-reboot,
 * so a guest reboot resets the VM inside the same QEMU process and the kernel boots again),
 * then copies the campaign out through the 9p share and powers off. A VM that runs past its
 * bound, or prints nothing for too long, is killed and reported.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Host } from '../host/types.js';
import type { VmHandle, VmRequest } from '../host/vm.js';
import { parseConsoleLine } from './console-events.js';
import { throttleOptions, type LabDevice } from './devices.js';
import { jobEnvText, labCampaignId, type LabScenario } from './job.js';
import type { LabPaths } from './paths.js';

export interface LabRunOptions {
  devices: readonly LabDevice[];
  scenario: LabScenario;
  outDir: string;
  memMib: number;
  /** Per VM, whatever it is doing. */
  timeoutMs: number;
  /** Per VM: no console output at all for this long means it hangs. */
  idleMs: number;
  keepDisks: boolean;
  /** How often the hang watchdog looks (default 5 s). */
  watchdogMs?: number;
  log(line: string): void;
}

export interface LabRunDeps {
  host: Host;
  paths: LabPaths;
  startVm(request: VmRequest): VmHandle;
}

export interface LabVmOutcome {
  device: string;
  qemuClass: string;
  throttle: string;
  campaignId: string;
  /** The campaign folder copied out, when the guest wrote one. */
  campaignDir?: string;
  /** The campaign's phase as the guest saw it at the end (done, failed, aborted ...). */
  phase?: string;
  bootIds: string[];
  wallMs: number;
  exitCode: number | null;
  killedBecause?: string;
  /** Set when this device's run did not end with a finished campaign. */
  problem?: string;
}

export async function runLab(deps: LabRunDeps, options: LabRunOptions): Promise<LabVmOutcome[]> {
  const image = join(deps.paths.imageDir, 'root.img');
  mkdirSync(join(options.outDir, 'campaigns'), { recursive: true });
  const outcomes: LabVmOutcome[] = [];
  for (const [index, device] of options.devices.entries()) {
    options.log(`[${device.id}] device ${index + 1} of ${options.devices.length}: ${device.describe}`);
    const outcome = await runOneDevice(deps, options, device, image);
    outcomes.push(outcome);
    options.log(`[${device.id}] ${outcome.problem ? `PROBLEM: ${outcome.problem}` : `campaign ${outcome.phase ?? '?'}`} after ${(outcome.wallMs / 1000).toFixed(0)} s, ${outcome.bootIds.length} boot(s)`);
    writeFileSync(join(options.outDir, 'lab-run.json'), `${JSON.stringify({ scenario: options.scenario.fileName, outcomes }, null, 2)}\n`);
  }
  return outcomes;
}

async function runOneDevice(deps: LabRunDeps, options: LabRunOptions, device: LabDevice, image: string): Promise<LabVmOutcome> {
  const { host } = deps;
  const dir = join(options.outDir, device.id);
  const share = join(dir, 'share');
  rmSync(share, { recursive: true, force: true });
  mkdirSync(join(share, 'out'), { recursive: true });
  const campaignId = labCampaignId(host.clock.now(), options.scenario.fileName, device.id);
  writeFileSync(join(share, 'job.env'), jobEnvText({ campaignId, label: `lab-${device.id}`, scenarioFile: options.scenario.fileName }));
  writeFileSync(join(share, options.scenario.fileName), options.scenario.text);
  const throttle = device.throttle ? throttleOptions(device.throttle, device.qemuClass) : '';
  const base: Omit<LabVmOutcome, 'wallMs' | 'exitCode'> = { device: device.id, qemuClass: device.qemuClass, throttle, campaignId, bootIds: [] };

  // A copy per device: the campaign writes to its boot device, and campaigns must not mix.
  const disk = join(dir, 'disk.img');
  const copied = await host.exec({ command: 'cp', args: ['--sparse=always', image, disk], timeoutMs: 15 * 60_000 });
  if (copied.exitCode !== 0) return { ...base, wallMs: 0, exitCode: null, problem: `could not copy the image: ${copied.stderr.trim()}` };

  const args = [
    join(deps.paths.labDir, 'boot.sh'),
    '--device', device.qemuClass,
    '--image', disk,
    '--mem', String(options.memMib),
    '--append', 'lab.campaign=1',
    ...(throttle ? ['--throttle', throttle] : []),
    '--',
    '-virtfs', `local,path=${share},mount_tag=lab,security_model=none,id=lab`,
  ];
  const bootIds: string[] = [];
  let phase: string | undefined;
  let lastOutputMs = 0;
  const stamp = (atMs: number) => {
    const seconds = Math.floor(atMs / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const vm = deps.startVm({
    command: 'bash',
    args,
    env: { CACHE: deps.paths.cacheRoot },
    logFile: join(dir, 'serial.log'),
    timeoutMs: options.timeoutMs,
    onLine: (text, atMs) => {
      lastOutputMs = atMs;
      const event = parseConsoleLine(text);
      if (!event) return;
      const prefix = `[${device.id} ${stamp(atMs)}]`;
      switch (event.type) {
        case 'boot':
          bootIds.push(event.bootId);
          options.log(`${prefix} boot ${bootIds.length} up after ${event.uptimeSeconds.toFixed(0)} s (boot id ${event.bootId.slice(0, 8)})`);
          break;
        case 'start':
          options.log(`${prefix} starting campaign ${event.campaignId}`);
          break;
        case 'feelbench':
          if (event.text.startsWith('feelbench: ')) options.log(`${prefix} ${event.text.slice('feelbench: '.length)}`);
          break;
        case 'run-returned':
          options.log(`${prefix} feelbench run returned ${event.exitCode} without rebooting`);
          break;
        case 'done':
          phase = event.phase;
          options.log(`${prefix} campaign ${event.phase}; results copied out, powering off`);
          break;
        case 'error':
          options.log(`${prefix} guest error: ${event.message}`);
          break;
      }
    },
  });
  const started = host.clock.monotonicMs();
  const watchdog = setInterval(() => {
    const silentMs = host.clock.monotonicMs() - started - lastOutputMs;
    if (silentMs > options.idleMs) vm.kill(`no console output for ${Math.round(silentMs / 1000)} s`);
  }, options.watchdogMs ?? 5_000);
  const result = await vm.done.finally(() => clearInterval(watchdog));
  if (!options.keepDisks) rmSync(disk, { force: true });

  const fromGuest = join(share, 'out', 'results', campaignId);
  let campaignDir: string | undefined;
  if (existsSync(join(fromGuest, 'campaign.json'))) {
    campaignDir = join(options.outDir, 'campaigns', campaignId);
    rmSync(campaignDir, { recursive: true, force: true });
    cpSync(fromGuest, campaignDir, { recursive: true });
  }
  const problem = result.killedBecause
    ? `the VM was killed: ${result.killedBecause} (console: ${join(dir, 'serial.log')})`
    : phase === undefined
      ? `the VM stopped (exit ${String(result.exitCode)}) before the campaign ended (console: ${join(dir, 'serial.log')})`
      : phase !== 'done'
        ? `the campaign ended ${phase} (see ${join(share, 'out', 'journal.txt')})`
        : campaignDir === undefined
          ? `the guest said done but copied no campaign folder out`
          : undefined;
  return {
    ...base,
    bootIds,
    wallMs: result.wallMs,
    exitCode: result.exitCode,
    ...(phase !== undefined ? { phase } : {}),
    ...(campaignDir !== undefined ? { campaignDir } : {}),
    ...(result.killedBecause !== undefined ? { killedBecause: result.killedBecause } : {}),
    ...(problem !== undefined ? { problem } : {}),
  };
}
