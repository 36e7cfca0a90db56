import type { SysfsView } from '../host/sysfs.js';
import { devNumberText } from '../parse/dev-number.js';
import { mountFor, parseMountInfo, type MountInfoEntry } from '../parse/mountinfo.js';
import { readDisk } from './disk.js';
import { deviceLabel, deviceSlug, driveModel } from './label.js';
import type { DeviceRecord, DiskRecord, FilesystemRecord, StackLayer } from './model.js';
import { baseName, parentOf } from './sysfs-path.js';

/**
 * What a path lives on, found from its device number through sysfs
 * (/sys/dev/block/MAJ:MIN -> partition -> disk -> device path), not from /dev/root or
 * the mount table, which can name a device that no longer means what it did (an
 * initramfs `/dev/root`, a by-label link). The mount table is used only when the
 * device number has no block device behind it: btrfs and overlay give anonymous
 * numbers (0:N), and there the mount source is the best evidence left.
 */
export async function describePath(view: SysfsView, target = '/'): Promise<DeviceRecord> {
  const mounts = parseMountInfo((await view.read('/proc/self/mountinfo')) ?? '');
  const mount = mountFor(mounts, target);
  const filesystem = mount ? filesystemOf(mount) : undefined;
  const stDev = await view.deviceNumberOf(target);
  let devNumber = stDev !== undefined ? devNumberText(stDev) : mount?.devNumber;
  let blockPath = devNumber ? await view.resolve(`/sys/dev/block/${devNumber}`) : undefined;
  if (!blockPath && mount) {
    const fromSource = await blockFromMount(view, mounts, mount);
    if ('reason' in fromSource) return unknown(target, fromSource.reason, filesystem, devNumber);
    blockPath = fromSource.path;
    devNumber = (await view.read(`${blockPath}/dev`)) ?? devNumber;
  }
  if (!blockPath) return unknown(target, `no block device for ${target} (device number ${devNumber ?? 'unknown'}, no mount entry)`, filesystem, devNumber);
  return describeBlock(view, blockPath, { target, filesystem, devNumber });
}

/** A block device by name or /dev path (`sda`, `/dev/nvme0n1p2`, `/dev/mapper/vg-root`). */
export async function describeBlockDevice(view: SysfsView, device: string): Promise<DeviceRecord> {
  const path = await blockPathOfSource(view, device);
  if (!path) return unknown(device, `no block device named ${device} in /sys/class/block`, undefined, undefined);
  const mounts = parseMountInfo((await view.read('/proc/self/mountinfo')) ?? '');
  const devNumber = await view.read(`${path}/dev`);
  const mount = mounts.find((entry) => entry.devNumber === devNumber);
  return describeBlock(view, path, { target: device, filesystem: mount ? filesystemOf(mount) : undefined, devNumber });
}

interface Context {
  target: string;
  filesystem: FilesystemRecord | undefined;
  devNumber: string | undefined;
}

async function describeBlock(view: SysfsView, blockPath: string, context: Context): Promise<DeviceRecord> {
  const stack: StackLayer[] = [];
  const disks: DiskRecord[] = [];
  const isPartition = await view.exists(`${blockPath}/partition`);
  await collectDisks(view, blockPath, stack, disks, new Set());
  const label = deviceLabel(disks, stack);
  const record: DeviceRecord = {
    target: context.target,
    devNumber: context.devNumber,
    blockDevice: baseName(blockPath),
    ...(isPartition ? { partition: baseName(blockPath) } : {}),
    filesystem: context.filesystem,
    stack,
    disks,
    ...(disks[0] ? { transport: disks[0].transport.kind, model: driveModel(disks[0]) } : {}),
    label,
    slug: deviceSlug(label),
  };
  if (disks.length === 0) record.unknownReason = `${baseName(blockPath)} has no physical disk under it`;
  return record;
}

/** Down through partitions and dm/md layers to the physical disks. */
async function collectDisks(view: SysfsView, blockPath: string, stack: StackLayer[], disks: DiskRecord[], seen: Set<string>): Promise<void> {
  if (seen.has(blockPath)) return;
  seen.add(blockPath);
  const diskPath = (await view.exists(`${blockPath}/partition`)) ? parentOf(blockPath) : blockPath;
  const name = baseName(diskPath);
  const slaves = await view.list(`${diskPath}/slaves`);
  const layer = await stackLayer(view, diskPath, name);
  if (layer || slaves.length > 0) {
    if (layer) stack.push(layer);
    for (const slave of slaves) {
      const slavePath = await view.resolve(`/sys/class/block/${slave}`);
      if (slavePath) await collectDisks(view, slavePath, stack, disks, seen);
    }
    return;
  }
  if (disks.some((disk) => disk.sysPath === diskPath)) return;
  const disk = await readDisk(view, name);
  if (disk) disks.push(disk);
}

async function stackLayer(view: SysfsView, diskPath: string, name: string): Promise<StackLayer | undefined> {
  const dmName = await view.read(`${diskPath}/dm/name`);
  if (dmName !== undefined) {
    const uuid = (await view.read(`${diskPath}/dm/uuid`)) ?? '';
    // device-mapper uuids carry the owner as a prefix: LVM-..., CRYPT-LUKS2-...
    const kind = uuid.startsWith('LVM-') ? 'lvm' : uuid.startsWith('CRYPT-') ? 'crypt' : 'dm';
    return { name, kind, detail: dmName };
  }
  const level = await view.read(`${diskPath}/md/level`);
  if (level !== undefined) return { name, kind: 'md', detail: level };
  return undefined;
}

type SourceResult = { path: string } | { reason: string };

async function blockFromMount(view: SysfsView, mounts: readonly MountInfoEntry[], mount: MountInfoEntry, depth = 0): Promise<SourceResult> {
  if (mount.fsType === 'overlay') {
    const upper = mount.superOptions.find((option) => option.startsWith('upperdir='))?.slice('upperdir='.length);
    const upperMount = upper ? mountFor(mounts, upper) : undefined;
    if (!upper || !upperMount || upperMount === mount || depth > 4) {
      return { reason: `${mount.mountPoint} is an overlay${upper ? ` whose upper dir ${upper} is on no known mount` : ' without an upper dir'}` };
    }
    return blockFromMount(view, mounts, upperMount, depth + 1);
  }
  const path = await blockPathOfSource(view, mount.source);
  if (path) return { path };
  return { reason: `${mount.mountPoint} is ${mount.fsType} from ${mount.source}, which is not a block device here` };
}

/** `/dev/sda1`, `/dev/mapper/vg-root`, `/dev/disk/by-uuid/...`, or a bare `sda1`. */
async function blockPathOfSource(view: SysfsView, source: string): Promise<string | undefined> {
  const bare = source.replace(/\[.*\]$/, ''); // btrfs subvolume suffix in some tools
  if (bare.startsWith('/dev/mapper/')) {
    const dmName = bare.slice('/dev/mapper/'.length);
    for (const entry of await view.list('/sys/block')) {
      if ((await view.read(`/sys/block/${entry}/dm/name`)) === dmName) return view.resolve(`/sys/block/${entry}`);
    }
  }
  const direct = await view.resolve(`/sys/class/block/${baseName(bare)}`);
  if (direct) return direct;
  // A /dev symlink (by-uuid, by-label, vg/lv): resolve it on the live system.
  const resolved = bare.startsWith('/dev/') ? await view.resolve(bare) : undefined;
  return resolved ? view.resolve(`/sys/class/block/${baseName(resolved)}`) : undefined;
}

function filesystemOf(mount: MountInfoEntry): FilesystemRecord {
  return {
    mountPoint: mount.mountPoint,
    fsType: mount.fsType,
    source: mount.source,
    mountOptions: mount.mountOptions,
    superOptions: mount.superOptions,
  };
}

function unknown(target: string, reason: string, filesystem: FilesystemRecord | undefined, devNumber: string | undefined): DeviceRecord {
  const label = 'unknown device';
  return { target, devNumber, filesystem, stack: [], disks: [], label, slug: deviceSlug(label), unknownReason: reason };
}
