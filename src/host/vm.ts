import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { killTree } from './process-tree.js';

/** A long-running emulator: its console streamed line by line to a log file and a callback. */
export interface VmRequest {
  command: string;
  args: readonly string[];
  env?: Record<string, string | undefined>;
  /** Every console line is appended here as `<host seconds since start> <line>`. */
  logFile: string;
  /** Killed (the whole process tree) after this long, whatever it is doing. */
  timeoutMs: number;
  onLine(text: string, atMs: number): void;
}

export interface VmHandle {
  /** Kills the whole tree now; `reason` is returned in the result. */
  kill(reason: string): void;
  done: Promise<VmResult>;
}

export interface VmResult {
  exitCode: number | null;
  signal: string | null;
  wallMs: number;
  /** Why the host killed it (time bound, no progress ...), when it did. */
  killedBecause?: string;
}

export function startVm(request: VmRequest): VmHandle {
  const started = performance.now();
  const log = createWriteStream(request.logFile, { flags: 'a' });
  const child = spawn(request.command, request.args, {
    env: { ...process.env, ...request.env },
    detached: true, // its own process group, so killTree reaches QEMU behind the script
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let killedBecause: string | undefined;
  const kill = (reason: string) => {
    if (killedBecause !== undefined) return;
    killedBecause = reason;
    if (child.pid !== undefined) killTree(child.pid);
  };
  const pending = { stdout: '', stderr: '' };
  const feed = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const atMs = performance.now() - started;
    const parts = (pending[stream] + chunk.toString('utf8')).split('\n');
    pending[stream] = parts.pop() ?? '';
    for (const text of parts) {
      log.write(`${(atMs / 1000).toFixed(3)} ${text}\n`);
      request.onLine(text, atMs);
    }
  };
  child.stdout.on('data', feed('stdout'));
  child.stderr.on('data', feed('stderr'));
  const timer = setTimeout(() => kill(`still running after ${Math.round(request.timeoutMs / 1000)} s`), request.timeoutMs);
  const done = new Promise<VmResult>((resolve) => {
    let finished = false;
    const finish = (exitCode: number | null, signal: string | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const wallMs = performance.now() - started;
      for (const stream of ['stdout', 'stderr'] as const) {
        if (pending[stream]) {
          log.write(`${(wallMs / 1000).toFixed(3)} ${pending[stream]}\n`);
          request.onLine(pending[stream], wallMs);
        }
      }
      log.end(() => resolve({ exitCode, signal, wallMs, ...(killedBecause !== undefined ? { killedBecause } : {}) }));
    };
    child.once('error', (error) => {
      log.write(`spawn failed: ${error.message}\n`);
      finish(null, null);
    });
    child.once('close', (code, signal) => finish(code, signal));
  });
  return { kill, done };
}
