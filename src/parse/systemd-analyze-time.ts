/**
 * `systemd-analyze time` (pretty_boot_time in systemd's src/analyze/analyze-time-data.c):
 *
 *   Startup finished in 3.219s (firmware) + 2.800s (loader) + 1.241s (kernel) + 1.495s (initrd) + 6.043s (userspace) = 14.802s
 *   graphical.target reached after 6.030s in userspace.
 *
 * Phases appear only when systemd knows them (firmware/loader need an EFI boot loader that
 * reports them, initrd an initrd; containers print userspace alone and no total). The second
 * line ends with a period since systemd v253 and without one before; it may say the target
 * "was never reached", or be missing (older systemd). While the boot runs, the command
 * fails with "Bootup is not yet finished" on stderr. The journal's own "Startup finished"
 * line (with a trailing period) is accepted too.
 */
import { TIMESPAN_PATTERN, parseTimespanMs } from './systemd-timespan.js';

export const BOOT_PHASES = ['firmware', 'loader', 'kernel', 'initrd', 'soft reboot', 'userspace'] as const;
export type BootPhase = (typeof BOOT_PHASES)[number];

export type DefaultTarget =
  | { state: 'reached'; unit: string; afterMs: number; trailingPeriod: boolean }
  | { state: 'never-reached'; unit: string }
  | { state: 'unknown'; unit: string }
  | { state: 'no-default-target' }
  | { state: 'not-printed' };

export type AnalyzeTime =
  | {
      state: 'finished';
      /** Milliseconds as printed (systemd truncates to whole milliseconds). */
      phasesMs: Partial<Record<BootPhase, number>>;
      /** The `= total`: firmware + loader + kernel + initrd + userspace; absent in containers. */
      totalMs?: number;
      target: DefaultTarget;
    }
  | {
      state: 'not-finished';
      /** FinishTimestampMonotonic quoted in the message (newer systemd). */
      finishTimestampMonotonic?: number;
      message: string;
    };

export class AnalyzeParseError extends Error {
  override name = 'AnalyzeParseError';
}

const PHASE = new RegExp(`^(${TIMESPAN_PATTERN}) \\((firmware|loader|kernel|initrd|soft reboot|userspace)\\)$`);
const NOT_FINISHED = /Bootup is not yet finished(?: \(org\.freedesktop\.systemd1\.Manager\.FinishTimestampMonotonic=(\d+)\))?/;
const REACHED = new RegExp(`^(\\S+) reached after (${TIMESPAN_PATTERN}) in userspace(\\.?)$`);
const NEVER_REACHED = /^(\S+) was never reached\.?$/;
const COULD_NOT_GET = /^Could not get time to reach (\S+?)\.?$/;
const NO_DEFAULT = /^could not find default\.target\.?$/;

/** Parses stdout (or stdout and stderr together) of `systemd-analyze [time]`. Pure. */
export function parseAnalyzeTime(text: string): AnalyzeTime {
  const notFinished = NOT_FINISHED.exec(text);
  if (notFinished) {
    const quoted = notFinished[1];
    return {
      state: 'not-finished',
      ...(quoted !== undefined ? { finishTimestampMonotonic: Number(quoted) } : {}),
      message: notFinished[0],
    };
  }
  const lines = text.split('\n').map((line) => line.trim());
  const startIndex = lines.findIndex((line) => line.includes('Startup finished in '));
  if (startIndex < 0) throw new AnalyzeParseError('no "Startup finished in" line and no "Bootup is not yet finished" message');
  const startLine = lines[startIndex] ?? '';
  const body = startLine.slice(startLine.indexOf('Startup finished in ') + 'Startup finished in '.length);
  const [sumText = '', totalText] = body.split(' = ');
  const phasesMs: Partial<Record<BootPhase, number>> = {};
  for (const part of sumText.trim().split(' + ')) {
    const match = PHASE.exec(part.trim());
    const value = match ? parseTimespanMs(match[1] ?? '') : undefined;
    if (!match || value === undefined) throw new AnalyzeParseError(`cannot read the boot phase "${part.trim()}"`);
    phasesMs[match[2] as BootPhase] = value;
  }
  if (phasesMs.userspace === undefined) throw new AnalyzeParseError('the "Startup finished" line has no (userspace) phase');
  let totalMs: number | undefined;
  if (totalText !== undefined) {
    // The journal's line ends with a period after the total.
    totalMs = parseTimespanMs(totalText.trim().replace(/\.$/, ''));
    if (totalMs === undefined) throw new AnalyzeParseError(`cannot read the total "${totalText.trim()}"`);
  }
  const targetLine = lines.slice(startIndex + 1).find((line) => line !== '');
  return { state: 'finished', phasesMs, ...(totalMs !== undefined ? { totalMs } : {}), target: parseTargetLine(targetLine) };
}

function parseTargetLine(line: string | undefined): DefaultTarget {
  if (line === undefined) return { state: 'not-printed' };
  const reached = REACHED.exec(line);
  if (reached) {
    const afterMs = parseTimespanMs(reached[2] ?? '');
    if (afterMs === undefined) throw new AnalyzeParseError(`cannot read the time in "${line}"`);
    return { state: 'reached', unit: reached[1] ?? '', afterMs, trailingPeriod: reached[3] === '.' };
  }
  const never = NEVER_REACHED.exec(line);
  if (never) return { state: 'never-reached', unit: never[1] ?? '' };
  const unknown = COULD_NOT_GET.exec(line);
  if (unknown) return { state: 'unknown', unit: unknown[1] ?? '' };
  if (NO_DEFAULT.test(line)) return { state: 'no-default-target' };
  throw new AnalyzeParseError(`unexpected line after "Startup finished": "${line}"`);
}
