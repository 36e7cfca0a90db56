/**
 * The campaign folder a reboot campaign is driving, named in results/ACTIVE, so `resume`,
 * `status` and `abort` find it from any shell. Written atomically; removed when it ends.
 * Beside it, in the campaign folder: `abort-requested` (asked for by `feelbench abort`) and
 * `runner.json` (the process driving it, so abort can tell whether one is alive).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from '../host/files.js';

const ACTIVE = 'ACTIVE';
const ABORT = 'abort-requested';
const RUNNER = 'runner.json';

export function writeActive(resultsDir: string, campaignId: string): void {
  writeFileAtomicSync(join(resultsDir, ACTIVE), `${campaignId}\n`);
}

export function readActive(resultsDir: string): string | undefined {
  const path = join(resultsDir, ACTIVE);
  if (!existsSync(path)) return undefined;
  const id = readFileSync(path, 'utf8').trim();
  return id && existsSync(join(resultsDir, id, 'campaign.json')) ? id : undefined;
}

export function clearActive(resultsDir: string, campaignId: string): void {
  if (readActive(resultsDir) === campaignId) rmSync(join(resultsDir, ACTIVE), { force: true });
}

export function requestAbort(campaignDir: string, at: Date): void {
  writeFileAtomicSync(join(campaignDir, ABORT), `${at.toISOString()}\n`);
}

export function abortRequested(campaignDir: string): boolean {
  return existsSync(join(campaignDir, ABORT));
}

export interface RunnerMark {
  pid: number;
  bootId: string;
  startedAt: string;
}

export function markRunner(campaignDir: string, mark: RunnerMark): void {
  writeFileAtomicSync(join(campaignDir, RUNNER), `${JSON.stringify(mark)}\n`);
}

export function readRunner(campaignDir: string): RunnerMark | undefined {
  try {
    return JSON.parse(readFileSync(join(campaignDir, RUNNER), 'utf8')) as RunnerMark;
  } catch {
    return undefined;
  }
}
