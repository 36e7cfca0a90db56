import type { Host } from './types.js';

export type DropCachesResult = { dropped: true; ms: number } | { dropped: false; reason: string };

/**
 * Empties the page cache (and dentries/inodes) so the next run reads from the device:
 * sync first, since drop_caches only drops clean pages. Needs root.
 */
export async function dropPageCache(host: Host): Promise<DropCachesResult> {
  if (!host.isRoot()) return { dropped: false, reason: 'dropping the page cache needs root (run feelbench with sudo)' };
  const started = host.clock.monotonicMs();
  const sync = await host.exec({ command: 'sync', args: [], timeoutMs: 120_000 });
  if (sync.exitCode !== 0) return { dropped: false, reason: `sync failed: ${sync.stderr.trim() || `exit ${sync.exitCode}`}` };
  const drop = await host.exec({ command: 'sh', args: ['-c', 'echo 3 > /proc/sys/vm/drop_caches'], timeoutMs: 120_000 });
  if (drop.exitCode !== 0) {
    return { dropped: false, reason: `cannot write /proc/sys/vm/drop_caches: ${drop.stderr.trim() || `exit ${drop.exitCode}`}` };
  }
  return { dropped: true, ms: host.clock.monotonicMs() - started };
}
