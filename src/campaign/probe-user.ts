import { dirname } from 'node:path';
import { UserError } from '../errors.js';
import type { Host, RunAsUser } from '../host/types.js';
import type { ProbeContext } from '../probes/types.js';

export interface ProbeUserDecision {
  user?: RunAsUser;
  /** How the decision was made, stated in campaign.json and reports. */
  note: string;
}

/** What needs root, said the same way in every note. */
const ROOT_ONLY = 'root is kept only for apt, dropping the page cache and rebooting';

/**
 * The owner of the results folder (or of its nearest existing parent): on a machine where
 * a campaign resumes from a boot unit there is no SUDO_USER, but the person who made the
 * folder owns it. Read with stat(1) through host.exec so tests can substitute it.
 */
async function resultsOwner(host: Host, resultsDir: string): Promise<string | undefined> {
  for (let path = resultsDir; ; path = dirname(path)) {
    const result = await host.exec({ command: 'stat', args: ['-c', '%U', '--', path], timeoutMs: 10_000 });
    if (result.exitCode === 0) {
      const owner = result.stdout.trim();
      return owner && owner !== 'root' && owner !== 'UNKNOWN' ? owner : undefined;
    }
    if (dirname(path) === path) return undefined;
  }
}

/**
 * Root is needed for reboots, dropping caches and apt, not for a browser. When the harness
 * is root, browser and commands run as the scenario's `user`, else the user who ran sudo,
 * else the owner of the results folder.
 */
export async function decideProbeUser(host: Host, scenarioUser: string | undefined, resultsDir?: string): Promise<ProbeUserDecision> {
  if (!host.isRoot()) return { note: 'feelbench runs unprivileged; probes run as the same user' };
  const sudoUser = host.env.SUDO_USER && host.env.SUDO_USER !== 'root' ? host.env.SUDO_USER : undefined;
  const ownerUser = scenarioUser || sudoUser || resultsDir === undefined ? undefined : await resultsOwner(host, resultsDir);
  const wanted = scenarioUser ?? sudoUser ?? ownerUser;
  if (!wanted) {
    return {
      note: 'feelbench runs as root and no unprivileged user is known (set `user:` in the scenario, run with sudo, or give the results folder to a user); Chromium runs as root with --no-sandbox and commands run as root',
    };
  }
  const user = await host.lookupUser(wanted);
  if (!user) throw new UserError(`user "${wanted}" does not exist on this machine; fix \`user:\` in the scenario`);
  if (user.uid === 0) return { note: `user "${wanted}" is root; Chromium runs with --no-sandbox` };
  const source = scenarioUser ? "the scenario's user" : sudoUser ? 'SUDO_USER' : 'owner of the results folder';
  return { user, note: `feelbench runs as root; Chromium and commands run as ${user.name} (${source}); ${ROOT_ONLY}` };
}

/** The decision and the context every probe of this process gets from it. */
export async function probeContextFor(
  host: Host,
  scenarioUser: string | undefined,
  resultsDir: string,
  log: (line: string) => void,
): Promise<{ probeUser: ProbeUserDecision; context: ProbeContext }> {
  const probeUser = await decideProbeUser(host, scenarioUser, resultsDir);
  return { probeUser, context: { host, ...(probeUser.user ? { probeUser: probeUser.user } : {}), log } };
}
