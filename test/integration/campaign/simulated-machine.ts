/**
 * A simulated machine for restart tests: a fake sysroot (see src/host/sysroot.ts) and a
 * loop that "boots" it (new boot id) and starts `feelbench resume` whenever the resume
 * unit is installed, as systemd would. Processes are real (the compiled CLI), and may be
 * SIGKILLed at random moments, which the machine treats as a power cut.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAnalyzeTime } from '../../../src/parse/systemd-analyze-time.js';
import { parseSystemctlShow } from '../../../src/parse/systemctl-show.js';
import type { Random } from '../../../src/stats/prng.js';

const CLI = resolve('dist/cli/main.js');
const FIXTURES = resolve('test/fixtures');

export interface Machine {
  dir: string;
  sysroot: string;
  results: string;
  scenario: string;
  bootIds: string[];
  unitPath: string;
  reboots(): string[];
}

function script(path: string, body: string): void {
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
}

/** systemctl and systemd-analyze that answer from the lab's real trixie captures. */
export function createMachine(options: { trials: number; killingAnalyze?: boolean; maxAttempts?: number }): Machine {
  const dir = mkdtempSync(join(tmpdir(), 'feelbench-machine-'));
  chmodSync(dir, 0o755);
  const sysroot = join(dir, 'sysroot');
  for (const sub of ['proc/sys/kernel/random', 'run/systemd/system', 'etc/systemd/system', 'usr/bin', 'captures']) mkdirSync(join(sysroot, sub), { recursive: true });
  const captures = join(sysroot, 'captures');
  const time = readFileSync(join(FIXTURES, 'systemd-analyze/trixie-virtio-time.txt'), 'utf8');
  const show = readFileSync(join(FIXTURES, 'systemctl/trixie-virtio-show-timestamps.txt'), 'utf8');
  writeFileSync(join(captures, 'time.txt'), time);
  writeFileSync(join(captures, 'show.txt'), show);
  writeFileSync(join(captures, 'blame.txt'), readFileSync(join(FIXTURES, 'systemd-analyze/trixie-virtio-blame.txt')));
  writeFileSync(join(captures, 'critical-chain.txt'), readFileSync(join(FIXTURES, 'systemd-analyze/trixie-virtio-critical-chain.txt')));
  // default.target's ActiveEnterTimestampMonotonic was not captured: placed where the
  // captured analyze line says it was reached (the same millisecond).
  const parsed = parseAnalyzeTime(time);
  const after = parsed.state === 'finished' && parsed.target.state === 'reached' ? parsed.target.afterMs : 0;
  const userspace = Number(parseSystemctlShow(show).get('UserspaceTimestampMonotonic'));
  writeFileSync(join(captures, 'default-target.txt'), `Id=graphical.target\nActiveEnterTimestampMonotonic=${userspace + after * 1000}\n`);

  script(
    join(sysroot, 'usr/bin/systemctl'),
    `C=${captures}
case "$1 $2" in
  "is-system-running --wait") echo running ;;
  "--version ") echo "systemd 257 (257.9-1~deb13u1, fake sysroot)" ;;
  "show -p") case "$*" in *default.target*) cat "$C/default-target.txt" ;; *) cat "$C/show.txt" ;; esac ;;
  *) echo "fake systemctl: $*" >&2; exit 1 ;;
esac`,
  );
  script(
    join(sysroot, 'usr/bin/systemd-analyze'),
    `C=${captures}
${options.killingAnalyze ? 'kill -9 $PPID; exit 0' : ''}
cat "$C/$1.txt"`,
  );
  const results = join(dir, 'results');
  mkdirSync(results, { mode: 0o755 });
  chmodSync(results, 0o755);
  const scenario = join(dir, 'reboots.yaml');
  writeFileSync(
    scenario,
    [
      `trials: ${options.trials}`,
      'reboot: true',
      `maxAttempts: ${options.maxAttempts ?? 3}`,
      'settle: { minSeconds: 0, maxSeconds: 0, loadBelow: 1000 }',
      'probes:',
      '  - probe: boot',
      '    waitSeconds: 10',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  chmodSync(scenario, 0o644);
  const machine: Machine = {
    dir,
    sysroot,
    results,
    scenario,
    bootIds: [],
    unitPath: join(sysroot, 'etc/systemd/system/feelbench-resume.service'),
    reboots: () => {
      const path = join(sysroot, 'reboots.log');
      return existsSync(path) ? readFileSync(path, 'utf8').trim().split('\n').filter(Boolean) : [];
    },
  };
  return machine;
}

function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function boot(machine: Machine, random: Random): void {
  const id = uuid(random);
  machine.bootIds.push(id);
  writeFileSync(join(machine.sysroot, 'proc/sys/kernel/random/boot_id'), `${id}\n`);
}

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  killedByTest: boolean;
  stdout: string;
  stderr: string;
}

/** Runs the CLI; with killAfterMs, SIGKILLs it then (if still running). */
export function runCli(machine: Machine, args: string[], killAfterMs?: number): Promise<ProcessEnd> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, FEELBENCH_FAKE_SYSROOT: machine.sysroot, FEELBENCH_RESULTS: machine.results },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let killedByTest = false;
    const timer =
      killAfterMs === undefined
        ? undefined
        : setTimeout(() => {
            killedByTest = child.kill('SIGKILL');
          }, killAfterMs);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      done({ code, signal, killedByTest, stdout, stderr });
    });
  });
}

/**
 * Boots until nothing is left to resume: after every process end (its own reboot, or a
 * SIGKILL standing for a power cut) a new boot; `resume` starts when the unit is installed.
 */
export async function runUntilQuiet(
  machine: Machine,
  random: Random,
  options: { killProbability: number; maxKillDelayMs: number; maxBoots: number },
): Promise<{ boots: number; kills: number; ends: ProcessEnd[] }> {
  let boots = 0;
  let kills = 0;
  const ends: ProcessEnd[] = [];
  while (existsSync(machine.unitPath)) {
    if (boots >= options.maxBoots) throw new Error(`still resuming after ${boots} boots`);
    boot(machine, random);
    boots += 1;
    const kill = random() < options.killProbability ? Math.floor(random() * options.maxKillDelayMs) : undefined;
    const end = await runCli(machine, ['resume'], kill);
    if (end.killedByTest) kills += 1;
    ends.push(end);
  }
  return { boots, kills, ends };
}
