import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { writeFileAtomicSync } from './files.js';
import { RESUME_UNIT_NAME, type BootControl } from './boot-control.js';
import { readText } from './system.js';
import type { Host } from './types.js';

const UNIT_PATH = `/etc/systemd/system/${RESUME_UNIT_NAME}`;
/** A reboot that was accepted but leaves us running this long has not happened. */
const REBOOT_GRACE_MS = 10 * 60 * 1000;

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function fileMode(path: string): Promise<{ mode: number; uid: number } | undefined> {
  try {
    const info = await stat(path);
    return { mode: info.mode & 0o7777, uid: info.uid };
  } catch {
    return undefined;
  }
}

export function createRealBootControl(host: Host): BootControl {
  const systemctl = async (...args: string[]) => {
    const result = await host.exec({ command: 'systemctl', args, timeoutMs: 120_000 });
    if (result.exitCode !== 0) throw new Error(`systemctl ${args.join(' ')} exited ${String(result.exitCode)}: ${result.stderr.trim()}`);
  };
  return {
    resumeUnitPath: UNIT_PATH,
    async reboot() {
      await systemctl('reboot');
      await host.clock.sleep(REBOOT_GRACE_MS);
      throw new Error(`systemctl reboot was accepted but the machine is still up after ${REBOOT_GRACE_MS / 60_000} minutes`);
    },
    async installResumeUnit(text) {
      writeFileAtomicSync(UNIT_PATH, text);
      await systemctl('daemon-reload');
      await systemctl('enable', RESUME_UNIT_NAME);
    },
    async removeResumeUnit() {
      if (!existsSync(UNIT_PATH)) return;
      await systemctl('disable', RESUME_UNIT_NAME).catch(() => undefined);
      await rm(UNIT_PATH, { force: true });
      await systemctl('daemon-reload');
    },
    async resumeUnitInstalled() {
      return existsSync(UNIT_PATH);
    },
    async systemdIsPid1() {
      // sd_booted()'s test, plus the name of PID 1 (a container's init may be something else).
      const comm = (await readText('/proc/1/comm'))?.trim();
      return existsSync('/run/systemd/system') && comm === 'systemd';
    },
    isProcessAlive,
    fileMode,
  };
}
