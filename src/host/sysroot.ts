/**
 * A whole machine simulated in a folder, for the tests that restart feelbench as if the
 * machine rebooted (set FEELBENCH_FAKE_SYSROOT). Only what a reboot campaign touches:
 *   proc/sys/kernel/random/boot_id   the boot id (the test harness changes it per "boot")
 *   run/systemd/system               present: systemd is PID 1
 *   etc/systemd/system/              where the resume unit is installed
 *   usr/bin/<command>                run instead of the real command (systemctl, systemd-analyze)
 *   reboots.log                      one line per reboot asked for; reboot() then SIGKILLs this process
 */
import { appendFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_UNIT_NAME, type BootControl } from './boot-control.js';
import { writeFileAtomicSync } from './files.js';
import { fileMode, isProcessAlive } from './real-boot-control.js';
import { readText } from './system.js';
import type { Host } from './types.js';

export function sysrootHost(real: Host, root: string): Host {
  return {
    ...real,
    isRoot: () => true,
    async bootId() {
      const id = await readText(join(root, 'proc/sys/kernel/random/boot_id'));
      if (id === undefined) throw new Error(`no boot id in the fake sysroot ${root}`);
      return id.trim();
    },
    exec(request) {
      const replacement = join(root, 'usr/bin', request.command);
      return real.exec(existsSync(replacement) ? { ...request, command: replacement } : request);
    },
    async which(binary) {
      const replacement = join(root, 'usr/bin', binary);
      return existsSync(replacement) ? replacement : real.which(binary);
    },
  };
}

export function sysrootBootControl(root: string, host: Host): BootControl {
  const unitPath = join(root, 'etc/systemd/system', RESUME_UNIT_NAME);
  return {
    resumeUnitPath: unitPath,
    async reboot() {
      appendFileSync(join(root, 'reboots.log'), `${await host.bootId()} ${host.clock.now().toISOString()}\n`);
      process.kill(process.pid, 'SIGKILL');
      throw new Error('unreachable: SIGKILL did not end the process');
    },
    async installResumeUnit(text) {
      mkdirSync(join(root, 'etc/systemd/system'), { recursive: true });
      writeFileAtomicSync(unitPath, text);
    },
    async removeResumeUnit() {
      rmSync(unitPath, { force: true });
    },
    async resumeUnitInstalled() {
      return existsSync(unitPath);
    },
    async systemdIsPid1() {
      return existsSync(join(root, 'run/systemd/system'));
    },
    isProcessAlive,
    fileMode,
  };
}
