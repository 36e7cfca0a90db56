import { UserError } from '../errors.js';
import type { Host, RunAsUser } from '../host/types.js';

export interface ProbeUserDecision {
  user?: RunAsUser;
  /** How the decision was made, stated in campaign.json and reports. */
  note: string;
}

/**
 * Root is needed for reboots, dropping caches and apt, not for a browser. When the harness
 * is root, browser and commands run as the scenario's `user`, else the user who ran sudo.
 */
export async function decideProbeUser(host: Host, scenarioUser: string | undefined): Promise<ProbeUserDecision> {
  if (!host.isRoot()) return { note: 'feelbench runs unprivileged; probes run as the same user' };
  const wanted = scenarioUser ?? (host.env.SUDO_USER && host.env.SUDO_USER !== 'root' ? host.env.SUDO_USER : undefined);
  if (!wanted) {
    return {
      note: 'feelbench runs as root and no unprivileged user is known (set `user:` in the scenario or run with sudo); Chromium runs as root with --no-sandbox',
    };
  }
  const user = await host.lookupUser(wanted);
  if (!user) throw new UserError(`user "${wanted}" does not exist on this machine; fix \`user:\` in the scenario`);
  if (user.uid === 0) return { note: `user "${wanted}" is root; Chromium runs with --no-sandbox` };
  const source = scenarioUser ? "the scenario's user" : 'SUDO_USER';
  return { user, note: `feelbench runs as root; Chromium and commands run as ${user.name} (${source})` };
}
