import type { Host } from '../host/types.js';
import type { Settle } from '../scenario/settle-schema.js';

const POLL_MS = 5000;

/**
 * After a boot: wait the minimum, then until the 1-minute load average is under the
 * threshold, never past the maximum. Returns what it saw; a machine that never calms down
 * is measured anyway (the trial records its load, and the report warns).
 */
export async function settleAfterBoot(host: Host, settle: Settle): Promise<{ waitedMs: number; load: number; calm: boolean }> {
  const started = host.clock.monotonicMs();
  const maxMs = Math.max(settle.maxSeconds, settle.minSeconds) * 1000;
  if (settle.minSeconds > 0) await host.clock.sleep(settle.minSeconds * 1000);
  for (;;) {
    const load = host.loadAverage()[0];
    const waitedMs = host.clock.monotonicMs() - started;
    if (load < settle.loadBelow) return { waitedMs, load, calm: true };
    if (waitedMs >= maxMs) return { waitedMs, load, calm: false };
    await host.clock.sleep(Math.min(POLL_MS, maxMs - waitedMs));
  }
}
