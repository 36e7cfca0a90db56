/** One line of /proc/self/mountinfo (proc(5)). */
export interface MountInfoEntry {
  mountId: number;
  parentId: number;
  /** `MAJ:MIN` as the kernel reports it; 0:N for btrfs subvolumes, overlay, tmpfs ... */
  devNumber: string;
  /** Path inside the file system that is mounted (`/` or a btrfs subvolume like `/@`). */
  root: string;
  mountPoint: string;
  mountOptions: string[];
  fsType: string;
  /** `/dev/nvme0n1p2`, `overlay`, `/dev/mapper/vg-root` ... */
  source: string;
  superOptions: string[];
}

/** Octal escapes the kernel uses for space, tab, newline and backslash in paths. */
const unescape = (text: string) => text.replace(/\\([0-7]{3})/g, (_match, octal: string) => String.fromCharCode(parseInt(octal, 8)));

export function parseMountInfo(text: string): MountInfoEntry[] {
  const entries: MountInfoEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const fields = line.split(' ');
    const separator = fields.indexOf('-', 6);
    if (separator < 0 || fields.length < separator + 4) continue;
    const [mountId, parentId, devNumber, root, mountPoint, options] = fields;
    if (!mountId || !parentId || !devNumber || !root || !mountPoint || !options) continue;
    entries.push({
      mountId: Number(mountId),
      parentId: Number(parentId),
      devNumber,
      root: unescape(root),
      mountPoint: unescape(mountPoint),
      mountOptions: options.split(','),
      fsType: fields[separator + 1] ?? '',
      source: unescape(fields[separator + 2] ?? ''),
      superOptions: (fields[separator + 3] ?? '').split(','),
    });
  }
  return entries;
}

/**
 * The mount that holds `path`: the longest mount point that is a prefix of it, the last
 * one mounted when several sit on the same point (the one on top is what a path sees).
 */
export function mountFor(entries: readonly MountInfoEntry[], path: string): MountInfoEntry | undefined {
  let best: MountInfoEntry | undefined;
  for (const entry of entries) {
    const point = entry.mountPoint;
    const covers = point === '/' || path === point || path.startsWith(`${point}/`);
    if (!covers) continue;
    if (!best || point.length >= best.mountPoint.length) best = entry;
  }
  return best;
}
