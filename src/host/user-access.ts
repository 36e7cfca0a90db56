import type { Host, RunAsUser } from './types.js';

/**
 * Paths (files or folders) the user cannot read, checked as that user: the unprivileged
 * probe user must reach node, dist/ and assets/ (a checkout under /root is not readable).
 */
export async function unreadableBy(host: Host, user: RunAsUser, paths: readonly string[]): Promise<string[]> {
  const unreadable: string[] = [];
  for (const path of paths) {
    const result = await host.exec({
      command: 'sh',
      args: ['-c', 'if [ -d "$1" ]; then [ -r "$1" ] && [ -x "$1" ]; else [ -r "$1" ]; fi', 'sh', path],
      runAs: user,
      timeoutMs: 10_000,
    });
    if (result.exitCode !== 0) unreadable.push(path);
  }
  return unreadable;
}
