import type { SysfsView } from '../host/sysfs.js';
import { parseMountInfo } from '../parse/mountinfo.js';
import { readDisk } from './disk.js';
import type { DiskRecord } from './model.js';

export interface ListedDisk extends DiskRecord {
  /** Partitions of this disk, with where each is mounted (if anywhere). */
  partitions: { name: string; devNumber: string; sizeBytes?: number; mountPoints: string[] }[];
  /** Mount points of the disk itself (a file system on the whole disk). */
  mountPoints: string[];
}

/** Block devices that are not storage a user would benchmark. */
const SKIP = /^(loop|ram|zram|nbd|sr|fd)\d*/;

/** The machine's physical disks (sysfs /sys/block minus virtual and RAM devices). */
export async function listDisks(view: SysfsView): Promise<ListedDisk[]> {
  const mounts = parseMountInfo((await view.read('/proc/self/mountinfo')) ?? '');
  const mountsOf = (devNumber: string) => mounts.filter((entry) => entry.devNumber === devNumber).map((entry) => entry.mountPoint);
  /** A partition or disk used by LVM/md/LUKS is mounted through its holder (`/ via dm-0`). */
  const holderMounts = async (path: string) => {
    const points: string[] = [];
    for (const holder of await view.list(`${path}/holders`)) {
      const devNumber = await view.read(`/sys/class/block/${holder}/dev`);
      if (devNumber) points.push(...mountsOf(devNumber).map((point) => `${point} via ${holder}`));
    }
    return points;
  };
  const disks: ListedDisk[] = [];
  for (const name of await view.list('/sys/block')) {
    if (SKIP.test(name)) continue;
    const disk = await readDisk(view, name);
    // dm, md, loop and zram live under virtual/block; NVMe multipath heads under virtual/nvme-subsystem are real disks.
    if (!disk || disk.sysPath.startsWith('/sys/devices/virtual/block/')) continue;
    const partitions = [];
    for (const entry of await view.list(disk.sysPath)) {
      const path = `${disk.sysPath}/${entry}`;
      if (!(await view.exists(`${path}/partition`))) continue;
      const devNumber = (await view.read(`${path}/dev`)) ?? '';
      const sectors = Number(await view.read(`${path}/size`));
      const mountPoints = [...mountsOf(devNumber), ...(await holderMounts(path))];
      partitions.push({ name: entry, devNumber, ...(Number.isFinite(sectors) ? { sizeBytes: sectors * 512 } : {}), mountPoints });
    }
    disks.push({ ...disk, partitions, mountPoints: [...mountsOf(disk.devNumber), ...(await holderMounts(disk.sysPath))] });
  }
  return disks;
}
