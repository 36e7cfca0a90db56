import { spawn } from 'node:child_process';
import { killTree } from './process-tree.js';
import type { ExecRequest, ExecResult, TimedLine } from './types.js';

/** Output kept per stream; a runaway child must not fill the harness's memory. */
const MAX_CAPTURE_BYTES = 16 * 1024 * 1024;

/**
 * Runs a command in a process group of its own and waits for it. On timeout the whole
 * tree is killed, so a hung browser cannot outlive its run.
 */
export function exec(request: ExecRequest): Promise<ExecResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const env = { ...process.env, ...request.env };
    if (request.runAs) {
      env.HOME = request.runAs.home;
      env.USER = request.runAs.name;
      env.LOGNAME = request.runAs.name;
    }
    const child = spawn(request.command, request.args, {
      cwd: request.cwd,
      env,
      detached: true,
      stdio: [request.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      ...(request.runAs ? { uid: request.runAs.uid, gid: request.runAs.gid } : {}),
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const lines: TimedLine[] | undefined = request.timeLines ? [] : undefined;
    const pending = { stdout: '', stderr: '' };
    const timeLines = (stream: 'stdout' | 'stderr', chunk: Buffer) => {
      if (!lines) return;
      const atMs = performance.now() - started;
      const parts = (pending[stream] + chunk.toString('utf8')).split('\n');
      pending[stream] = parts.pop() ?? '';
      for (const text of parts) lines.push({ stream, atMs, text });
    };
    const capture = (chunks: Buffer[], stream: 'stdout' | 'stderr') => {
      let size = 0;
      return (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_CAPTURE_BYTES) chunks.push(chunk);
        timeLines(stream, chunk);
      };
    };
    child.stdout?.on('data', capture(stdout, 'stdout'));
    child.stderr?.on('data', capture(stderr, 'stderr'));
    if (request.input !== undefined) child.stdin?.end(request.input);

    let timedOut = false;
    const timer =
      request.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            if (child.pid !== undefined) killTree(child.pid);
          }, request.timeoutMs);

    const finish = (exitCode: number | null, signal: string | null, spawnError?: Error) => {
      if (timer) clearTimeout(timer);
      const wallMs = performance.now() - started;
      if (lines) {
        for (const stream of ['stdout', 'stderr'] as const) {
          if (pending[stream]) lines.push({ stream, atMs: wallMs, text: pending[stream] });
        }
      }
      resolve({
        exitCode,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: spawnError ? `${spawnError.message}\n` : Buffer.concat(stderr).toString('utf8'),
        wallMs,
        timedOut,
        ...(lines ? { lines } : {}),
      });
    };
    child.once('error', (error) => finish(null, null, error));
    // 'close' waits for the pipes too: grandchildren holding them keep it open, which is
    // what we want, since their output belongs to the run.
    child.once('close', (code, signal) => finish(code, signal));
  });
}
