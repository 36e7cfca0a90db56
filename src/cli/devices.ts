import { listDisks } from '../device/list.js';
import { UserError } from '../errors.js';
import { describeBlockDevice, describePath } from '../device/resolve.js';
import { createSysfsView } from '../host/sysfs.js';
import { listFilesystems } from '../host/filesystems.js';
import { renderDevices } from '../report/devices.js';
import type { Command } from './parse-args.js';

export async function devicesCommand(command: Extract<Command, { command: 'devices' }>): Promise<number> {
  const view = createSysfsView();
  if (command.path !== undefined && (await view.deviceNumberOf(command.path)) === undefined) {
    throw new UserError(`--path ${command.path}: no such file or folder`);
  }
  const target = command.device ? await describeBlockDevice(view, command.device) : await describePath(view, command.path ?? '/');
  if (command.device && target.disks.length === 0 && !target.blockDevice) throw new UserError(`--device ${command.device}: ${target.unknownReason ?? 'not found'}`);
  const disks = await listDisks(view);
  if (command.json) {
    // File system types and labels of unmounted partitions need blkid/udev, not sysfs.
    const filesystems = await listFilesystems();
    process.stdout.write(`${JSON.stringify({ target, disks, filesystems }, null, 2)}\n`);
    return 0;
  }
  process.stdout.write(`${renderDevices(disks, target)}\n`);
  return 0;
}
