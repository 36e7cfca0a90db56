import { dirname } from 'node:path';
import type { BootControl } from '../host/boot-control.js';
import type { Host } from '../host/types.js';

/**
 * Why a reboot campaign must not start here, one line each. The resume unit runs feelbench
 * as root at every boot, so whatever it reads (scenario, results, feelbench itself) must not
 * be writable by anyone but root.
 */
export async function rebootRefusals(
  host: Host,
  boot: BootControl,
  paths: { resultsDir: string; scenarioFile: string; cliFile: string },
  trustedUid: number,
): Promise<string[]> {
  const refusals: string[] = [];
  if (!host.isRoot()) refusals.push('rebooting needs root: run it with sudo');
  if (!(await boot.systemdIsPid1())) refusals.push('systemd is not PID 1 here (a container?): nothing would resume the campaign after a reboot');
  const checks: [string, string][] = [
    ['results folder', await nearestExisting(boot, paths.resultsDir)],
    ['scenario', paths.scenarioFile],
    ['feelbench', paths.cliFile],
  ];
  for (const [what, path] of checks) {
    const info = await boot.fileMode(path);
    if (!info) continue;
    if ((info.mode & 0o022) !== 0) {
      refusals.push(`the ${what} ${path} is writable by others (mode ${(info.mode & 0o777).toString(8)}) and would be run or read as root at every boot; chmod go-w it`);
    } else if (info.uid !== trustedUid) {
      refusals.push(`the ${what} ${path} belongs to uid ${info.uid}, not root; the resume unit runs as root: chown root it or pick another folder`);
    }
  }
  return refusals;
}

async function nearestExisting(boot: BootControl, path: string): Promise<string> {
  for (let current = path; ; current = dirname(current)) {
    if ((await boot.fileMode(current)) || dirname(current) === current) return current;
  }
}
