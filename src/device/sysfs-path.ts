import type { SysfsView } from '../host/sysfs.js';

/** Small helpers over a SysfsView for walking /sys/devices. */

export const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Every directory from `path` up to (not including) /sys/devices, nearest first. */
export function ancestors(path: string): string[] {
  const list: string[] = [];
  for (let current = path; current.startsWith('/sys/devices/') && current !== '/sys/devices'; current = parentOf(current)) {
    list.push(current);
  }
  return list;
}

/** The name a symlink points at: `driver -> ../../bus/pci/drivers/nvme` gives `nvme`. */
export async function linkName(view: SysfsView, path: string): Promise<string | undefined> {
  const target = await view.readLink(path);
  return target ? baseName(target) : undefined;
}

export async function readNumber(view: SysfsView, path: string): Promise<number | undefined> {
  const text = await view.read(path);
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** sysfs pads SCSI and NVMe strings with spaces; empty means absent. */
export async function readString(view: SysfsView, path: string): Promise<string | undefined> {
  const text = (await view.read(path))?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}
