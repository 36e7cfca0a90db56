import type { CommandLine } from './options.js';

export interface Placeholders {
  assets: string;
  workdir: string;
}

/** Pure: a scenario's command line to what is spawned, placeholders filled in. */
export function toArgv(line: CommandLine, placeholders: Placeholders): { command: string; args: string[] } {
  const fill = (text: string) => text.replaceAll('{assets}', placeholders.assets).replaceAll('{workdir}', placeholders.workdir);
  if (typeof line === 'string') return { command: 'sh', args: ['-c', fill(line)] };
  const [command = '', ...args] = line.map(fill);
  return { command, args };
}

/** The program a command line starts (for preflight): the shell for a string. */
export function programOf(line: CommandLine): string {
  return typeof line === 'string' ? 'sh' : (line[0] ?? '');
}
