import type { SysfsView } from '../host/sysfs.js';
import { transportLabel } from './label.js';
import type { DiskRecord } from './model.js';
import { baseName, readNumber } from './sysfs-path.js';
import { readTransport } from './transports.js';

/** A whole disk by its kernel name (`nvme0n1`, `sda`, `mmcblk0`, `vda`). */
export async function readDisk(view: SysfsView, name: string): Promise<DiskRecord | undefined> {
  const sysPath = await view.resolve(`/sys/class/block/${name}`);
  if (!sysPath) return undefined;
  const sectors = await readNumber(view, `${sysPath}/size`);
  const rotational = await readNumber(view, `${sysPath}/queue/rotational`);
  const removable = await readNumber(view, `${sysPath}/removable`);
  const transport = await readTransport(view, sysPath);
  return {
    name: baseName(sysPath),
    devNumber: (await view.read(`${sysPath}/dev`)) ?? '',
    sysPath,
    // sysfs `size` counts 512-byte sectors whatever the device's block size.
    sizeBytes: sectors !== undefined ? sectors * 512 : undefined,
    rotational: rotational !== undefined ? rotational === 1 : undefined,
    removable: removable !== undefined ? removable === 1 : undefined,
    scheduler: activeScheduler(await view.read(`${sysPath}/queue/scheduler`)),
    logicalBlockSize: await readNumber(view, `${sysPath}/queue/logical_block_size`),
    transport,
    label: transportLabel(name, transport),
  };
}

/** `[mq-deadline] kyber none` -> `mq-deadline`; a lone `none` has no brackets. */
export function activeScheduler(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return /\[([^\]]+)\]/.exec(text)?.[1] ?? (text.includes(' ') ? undefined : text);
}
