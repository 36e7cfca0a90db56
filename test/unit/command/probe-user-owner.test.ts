import { describe, expect, it } from 'vitest';
import { decideProbeUser } from '../../../src/campaign/probe-user.js';
import type { ExecResult } from '../../../src/host/types.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const pi = { name: 'pi', uid: 1000, gid: 1000, home: '/home/pi' };
const lookupUser = async (name: string) => (name === 'pi' ? pi : undefined);
const statAnswer = (owners: Record<string, string>) => async (request: { args: readonly string[] }): Promise<ExecResult> => {
  const owner = owners[request.args[request.args.length - 1] ?? ''];
  return { exitCode: owner ? 0 : 1, signal: null, stdout: owner ? `${owner}\n` : '', stderr: '', wallMs: 1, timedOut: false };
};

describe('decideProbeUser: the owner of the results folder', () => {
  it('is used when there is neither a scenario user nor SUDO_USER (a campaign resumed at boot)', async () => {
    const host = createFakeHost({ isRoot: () => true, lookupUser, exec: statAnswer({ '/home/pi/feelbench/results': 'pi' }) });
    const decision = await decideProbeUser(host, undefined, '/home/pi/feelbench/results');
    expect(decision.user).toEqual(pi);
    expect(decision.note).toBe('feelbench runs as root; Chromium and commands run as pi (owner of the results folder); root is kept only for apt, dropping the page cache and rebooting');
  });
  it('looks at the nearest existing parent when the folder is not made yet', async () => {
    const host = createFakeHost({ isRoot: () => true, lookupUser, exec: statAnswer({ '/home/pi': 'pi' }) });
    expect((await decideProbeUser(host, undefined, '/home/pi/results/new')).user).toEqual(pi);
  });
  it('does not count root as an unprivileged owner', async () => {
    const host = createFakeHost({ isRoot: () => true, lookupUser, exec: statAnswer({ '/srv/results': 'root' }) });
    const decision = await decideProbeUser(host, undefined, '/srv/results');
    expect(decision.user).toBeUndefined();
    expect(decision.note).toContain('commands run as root');
  });
  it('comes after SUDO_USER', async () => {
    const host = createFakeHost({ isRoot: () => true, lookupUser, env: { SUDO_USER: 'pi' }, exec: statAnswer({ '/srv/results': 'bob' }) });
    expect((await decideProbeUser(host, undefined, '/srv/results')).note).toContain('(SUDO_USER)');
  });
});
