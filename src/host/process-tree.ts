import { readdirSync, readFileSync } from 'node:fs';

/**
 * Parses the fields of /proc/PID/stat that follow the command name. The name is in
 * parentheses and may itself contain spaces and parentheses, so split after the last ')'.
 */
export function parseProcStat(stat: string): { ppid: number; pgid: number } | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  const fields = stat.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const pgid = Number(fields[2]);
  if (!Number.isInteger(ppid) || !Number.isInteger(pgid)) return undefined;
  return { ppid, pgid };
}

/** All live descendants of pid (children, grandchildren ...), read from /proc. */
export function descendantsOf(rootPid: number, procRoot = '/proc'): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync(procRoot)) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`${procRoot}/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    const parsed = parseProcStat(stat);
    if (!parsed) continue;
    const siblings = childrenOf.get(parsed.ppid) ?? [];
    siblings.push(Number(entry));
    childrenOf.set(parsed.ppid, siblings);
  }
  const found: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    for (const child of childrenOf.get(pid) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * Kills a process, its process group and every descendant. Puppeteer starts Chromium
 * detached (in a process group of its own), so killing the child's group alone would
 * leave the browser running; the descendants are collected first because once their
 * parent dies they are re-parented and the link is lost.
 */
export function killTree(pid: number): void {
  const victims = [pid, ...descendantsOf(pid)];
  for (const victim of victims) {
    for (const target of [-victim, victim]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // already gone, or not a group leader
      }
    }
  }
}
