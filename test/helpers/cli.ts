import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TrialRecord } from '../../src/campaign/model.js';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'feelbench.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI (bin/feelbench.js -> dist/) as a user would, exit code included. */
export async function feelbench(args: readonly string[], timeoutMs = 60_000): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { timeout: timeoutMs });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** trials.jsonl read plainly, not through the store under test. */
export function readTrialLines(campaignDir: string): TrialRecord[] {
  return readFileSync(join(campaignDir, 'trials.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TrialRecord);
}
