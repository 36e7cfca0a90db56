/**
 * Boot metrics from systemd's own timestamps, computed the way systemd-analyze computes
 * its `time` line, so the two can be checked against each other. Pure.
 */
import type { Sample } from '../../campaign/model.js';
import type { AnalyzeTime, BootPhase } from '../../parse/systemd-analyze-time.js';
import type { ManagerBootTimestamps } from '../../parse/systemctl-show.js';

export interface BootFigures {
  /** Milliseconds, unrounded; undefined when this boot did not have the phase. */
  firmwareMs?: number;
  loaderMs?: number;
  kernelMs: number;
  initrdMs?: number;
  userspaceMs: number;
  /** kernel + initrd + userspace: from the kernel's start to the end of the boot transaction. */
  totalMs: number;
  /** The default target became active, counted from the start of userspace (as systemd prints it). */
  defaultTargetMs?: number;
}

export class BootTimesError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function bootFigures(times: ManagerBootTimestamps, defaultTargetActiveEnter: number): BootFigures {
  if (times.finish === 0) throw new BootTimesError('boot-not-finished', 'FinishTimestampMonotonic is 0: the boot has not finished');
  if (times.softRebootStart > 0) {
    throw new BootTimesError('soft-reboot', 'this boot was a soft reboot: kernel and firmware times belong to an earlier boot');
  }
  const kernelDone = times.initrd > 0 ? times.initrd : times.userspace;
  const figures: BootFigures = {
    kernelMs: kernelDone / 1000,
    userspaceMs: (times.finish - times.userspace) / 1000,
    totalMs: times.finish / 1000,
  };
  if (times.firmware > 0) figures.firmwareMs = (times.firmware - times.loader) / 1000;
  if (times.loader > 0) figures.loaderMs = times.loader / 1000;
  if (times.initrd > 0) figures.initrdMs = (times.userspace - times.initrd) / 1000;
  if (defaultTargetActiveEnter > 0) figures.defaultTargetMs = (defaultTargetActiveEnter - times.userspace) / 1000;
  return figures;
}

const PROBE = 'boot';

function ok(metric: string, value: number): Sample {
  return { probe: PROBE, metric, unit: 'ms', run: 0, state: 'ok', value, cache: 'cold-after-boot' };
}

function skipped(metric: string, reason: string): Sample {
  return { probe: PROBE, metric, unit: 'ms', run: 0, state: 'skipped', reason };
}

export function bootSamples(figures: BootFigures): Sample[] {
  const optional = (metric: string, value: number | undefined, reason: string): Sample =>
    value === undefined ? skipped(metric, reason) : ok(metric, value);
  return [
    optional('firmware_ms', figures.firmwareMs, 'the firmware did not report its time (needs EFI and a boot loader that passes it on)'),
    optional('loader_ms', figures.loaderMs, 'the boot loader did not report its time (needs the EFI boot loader interface)'),
    ok('kernel_ms', figures.kernelMs),
    optional('initrd_ms', figures.initrdMs, 'this boot had no initrd'),
    ok('userspace_ms', figures.userspaceMs),
    ok('total_ms', figures.totalMs),
    optional('default_target_ms', figures.defaultTargetMs, 'the default target was never reached'),
  ];
}

/**
 * Differences between what systemd-analyze printed and what the timestamps say, one line
 * each; empty when they agree. systemd truncates to whole milliseconds, so a printed value
 * may be up to 1 ms below the exact one.
 */
export function compareWithAnalyze(figures: BootFigures, analyze: AnalyzeTime): string[] {
  if (analyze.state !== 'finished') return ['systemd-analyze said the boot had not finished'];
  const problems: string[] = [];
  const expect = (label: string, printed: number | undefined, exact: number | undefined) => {
    if (printed === undefined && exact === undefined) return;
    if (printed === undefined || exact === undefined) {
      problems.push(`${label}: systemd-analyze ${printed === undefined ? 'did not print it' : `printed ${printed} ms`}, timestamps ${exact === undefined ? 'do not have it' : `say ${exact} ms`}`);
      return;
    }
    const difference = exact - printed;
    if (difference < 0 || difference >= 1) problems.push(`${label}: systemd-analyze printed ${printed} ms, timestamps say ${exact} ms`);
  };
  const phases: Partial<Record<BootPhase, number | undefined>> = {
    firmware: figures.firmwareMs,
    loader: figures.loaderMs,
    kernel: figures.kernelMs,
    initrd: figures.initrdMs,
    userspace: figures.userspaceMs,
  };
  for (const [phase, exact] of Object.entries(phases)) expect(phase, analyze.phasesMs[phase as BootPhase], exact);
  // systemd's total includes the firmware's time: firmware_time + finish_time.
  if (analyze.totalMs !== undefined) expect('total', analyze.totalMs, figures.totalMs + (figures.firmwareMs ?? 0) + (figures.loaderMs ?? 0));
  if (analyze.target.state === 'reached') expect('default target', analyze.target.afterMs, figures.defaultTargetMs);
  return problems;
}
