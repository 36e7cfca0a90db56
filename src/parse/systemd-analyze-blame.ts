/**
 * `systemd-analyze blame`: one unit a line, right-aligned time span first
 * (`  1.661s systemd-logind.service`, `2y 11month 3w 2d 6h 3min 45.734s polkit.service`). Pure.
 */
import { TIMESPAN_PATTERN, parseTimespanMs } from './systemd-timespan.js';

export interface BlameEntry {
  unit: string;
  ms: number;
}

const LINE = new RegExp(`^\\s*(${TIMESPAN_PATTERN})\\s+(\\S+)\\s*$`);

export function parseAnalyzeBlame(text: string): BlameEntry[] {
  const entries: BlameEntry[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    const ms = match ? parseTimespanMs(match[1] ?? '') : undefined;
    if (match && ms !== undefined) entries.push({ unit: match[2] ?? '', ms });
  }
  return entries;
}
