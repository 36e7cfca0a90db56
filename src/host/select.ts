import type { BootControl } from './boot-control.js';
import { createRealBootControl } from './real-boot-control.js';
import { createRealHost } from './real-host.js';
import { sysrootBootControl, sysrootHost } from './sysroot.js';
import type { Host } from './types.js';

/** The real machine, or the simulated one of the restart tests when FEELBENCH_FAKE_SYSROOT is set. */
export function selectHost(env: Readonly<Record<string, string | undefined>> = process.env): { host: Host; boot: BootControl } {
  const real = createRealHost();
  const root = env.FEELBENCH_FAKE_SYSROOT;
  if (!root) return { host: real, boot: createRealBootControl(real) };
  process.stderr.write(`feelbench: FEELBENCH_FAKE_SYSROOT=${root}: simulated machine, nothing real is rebooted\n`);
  const host = sysrootHost(real, root);
  return { host, boot: sysrootBootControl(root, host) };
}
