/**
 * `cache: cold` for any probe: before each run the page cache is dropped, so the run reads
 * from the device under test. Shared by probes, decides nothing about what they measure.
 */
import { z } from 'zod';
import type { CacheState } from '../campaign/model.js';
import { dropPageCache } from '../host/page-cache.js';
import type { Host } from '../host/types.js';

export const cacheOptionSchema = z.enum(['cold', 'warm']).default('warm');
export type CacheOption = z.infer<typeof cacheOptionSchema>;

export type CachePreparation = { state: CacheState } | { skipReason: string };

/**
 * Gets the page cache ready for one run and says what state the run sees. The first run
 * after a boot is already cold and is left as the boot made it (what a user meets after
 * switching on); every other cold run follows a drop. A cold run that cannot be had is
 * not measured warm under a cold label: the caller records it as skipped with the reason.
 */
export async function prepareCache(host: Host, wanted: CacheOption, firstRunCache: CacheState, run: number): Promise<CachePreparation> {
  const afterBoot = run === 0 && firstRunCache === 'cold-after-boot';
  if (wanted === 'warm') return { state: run === 0 ? firstRunCache : 'warm' };
  if (afterBoot) return { state: 'cold-after-boot' };
  const dropped = await dropPageCache(host);
  if (!dropped.dropped) return { skipReason: `cache: cold asked but ${dropped.reason}; set cache: warm to measure warm runs` };
  return { state: 'cold-after-drop' };
}
