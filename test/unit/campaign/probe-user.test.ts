import { describe, expect, it } from 'vitest';
import { decideProbeUser } from '../../../src/campaign/probe-user.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const pi = { name: 'pi', uid: 1000, gid: 1000, home: '/home/pi' };
const lookupUser = async (name: string) => (name === 'pi' ? pi : name === 'root' ? { ...pi, name: 'root', uid: 0, gid: 0 } : undefined);

describe('decideProbeUser', () => {
  it('runs probes as the same user when not root', async () => {
    expect((await decideProbeUser(createFakeHost(), undefined)).user).toBeUndefined();
  });
  it('uses SUDO_USER when root', async () => {
    const decision = await decideProbeUser(createFakeHost({ isRoot: () => true, env: { SUDO_USER: 'pi' }, lookupUser }), undefined);
    expect(decision.user).toEqual(pi);
    expect(decision.note).toContain('run as pi (SUDO_USER)');
  });
  it("prefers the scenario's user", async () => {
    const decision = await decideProbeUser(createFakeHost({ isRoot: () => true, env: { SUDO_USER: 'root' }, lookupUser }), 'pi');
    expect(decision.note).toContain("the scenario's user");
  });
  it('says plainly when it must run the browser as root', async () => {
    const decision = await decideProbeUser(createFakeHost({ isRoot: () => true, lookupUser }), undefined);
    expect(decision.user).toBeUndefined();
    expect(decision.note).toContain('--no-sandbox');
  });
  it('refuses a user that does not exist', async () => {
    await expect(decideProbeUser(createFakeHost({ isRoot: () => true, lookupUser }), 'bob')).rejects.toThrow(/user "bob" does not exist/);
  });
});
