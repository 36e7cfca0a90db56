/**
 * `systemd-analyze critical-chain`: a tree of units, each with the time it became active
 * after `@` and, when it took time to start, that time after `+`:
 *
 *   graphical.target @8.660s
 *   `-multi-user.target @8.658s
 *     `-systemd-logind.service @6.992s +1.661s
 *
 * Pure; the two explanation lines at the top are skipped.
 */
import { TIMESPAN_PATTERN, parseTimespanMs } from './systemd-timespan.js';

export interface ChainLink {
  unit: string;
  /** Depth in the tree: 0 for the target asked about. */
  depth: number;
  activeAtMs?: number;
  startMs?: number;
}

const LINE = new RegExp(`^((?:\\s|\\||│|\`-|\\|-|└─|├─)*)(\\S+)(?: @(${TIMESPAN_PATTERN}))?(?: \\+(${TIMESPAN_PATTERN}))?\\s*$`);

export function parseCriticalChain(text: string): ChainLink[] {
  const links: ChainLink[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('The time ')) continue;
    const match = LINE.exec(line);
    if (!match) continue;
    const [, prefix = '', unit = '', at, start] = match;
    const activeAtMs = at !== undefined ? parseTimespanMs(at) : undefined;
    const startMs = start !== undefined ? parseTimespanMs(start) : undefined;
    links.push({
      unit,
      depth: Math.round(prefix.length / 2),
      ...(activeAtMs !== undefined ? { activeAtMs } : {}),
      ...(startMs !== undefined ? { startMs } : {}),
    });
  }
  return links;
}
