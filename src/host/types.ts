import type { SysfsView } from './sysfs.js';

/** Everything that touches the system goes through a Host, so tests can substitute it. */

export interface ExecRequest {
  command: string;
  args: readonly string[];
  /** Kill the whole process tree after this many milliseconds. */
  timeoutMs?: number;
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Run as this user (only meaningful when the harness is root). */
  runAs?: RunAsUser;
  input?: string;
  /** Also return each output line with the time it arrived (for tools that report phases). */
  timeLines?: boolean;
}

/** One line of output and when it arrived, in ms since spawn (monotonic). */
export interface TimedLine {
  stream: 'stdout' | 'stderr';
  atMs: number;
  text: string;
}

export interface ExecResult {
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** Wall time from spawn to exit, measured with the monotonic clock. */
  wallMs: number;
  timedOut: boolean;
  /** Present when the request asked for timeLines. */
  lines?: TimedLine[];
}

export interface RunAsUser {
  name: string;
  uid: number;
  gid: number;
  home: string;
}

export interface Clock {
  /** Wall-clock time, for timestamps in records. */
  now(): Date;
  /** Monotonic milliseconds, for durations. */
  monotonicMs(): number;
  sleep(ms: number): Promise<void>;
}

export interface Host {
  exec(request: ExecRequest): Promise<ExecResult>;
  clock: Clock;
  /** Reads a text file; undefined when it does not exist or cannot be read. */
  readText(path: string): Promise<string | undefined>;
  bootId(): Promise<string>;
  loadAverage(): [number, number, number];
  isRoot(): boolean;
  /** Looks a user up in the passwd database; undefined when unknown. */
  lookupUser(name: string): Promise<RunAsUser | undefined>;
  /** Gives a file or folder to a user (for a browser profile owned by the unprivileged user). */
  chown(path: string, user: RunAsUser): Promise<void>;
  which(binary: string): Promise<string | undefined>;
  env: Readonly<Record<string, string | undefined>>;
  /** /sys and /proc, read-only: the live ones, or a captured tree in tests. */
  sysfs: SysfsView;
}
