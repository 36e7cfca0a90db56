import { readFile, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * A read-only view of the kernel's file systems (/sys, /proc) under a root folder:
 * `/` on a real machine, or a captured tree (test/fixtures/sysfs/<case>/) in tests.
 * Every path given and returned is absolute as the kernel spells it (`/sys/block/vda`),
 * never prefixed with the root, so the device code cannot tell the two apart.
 */
export interface SysfsView {
  /** The text of an attribute, trimmed; undefined when missing or unreadable. */
  read(path: string): Promise<string | undefined>;
  /** The raw target of a symlink (`../../bus/pci/drivers/nvme`); undefined when not a link. */
  readLink(path: string): Promise<string | undefined>;
  /** The canonical path with every symlink resolved, inside the view; undefined when missing. */
  resolve(path: string): Promise<string | undefined>;
  /** Entry names of a folder, sorted; empty when missing. */
  list(path: string): Promise<string[]>;
  /** True when the path exists (following links). */
  exists(path: string): Promise<boolean>;
  /**
   * st_dev of a path on the live system (the device number of the file system holding it).
   * A captured tree gives the value recorded at capture time (stat-dev.txt).
   */
  deviceNumberOf(path: string): Promise<bigint | undefined>;
}

export interface SysfsViewOptions {
  /** Folder standing in for `/`; default `/`. */
  root?: string;
  /** Overrides deviceNumberOf (captured trees, where stat of the live path means nothing). */
  deviceNumberOf?: (path: string) => Promise<bigint | undefined>;
}

export function createSysfsView(options: SysfsViewOptions = {}): SysfsView {
  const root = options.root ?? '/';
  const inside = (path: string) => join(root, path);
  const outside = (real: string) => {
    const rel = relative(root, real);
    if (rel.startsWith('..')) return undefined; // a link that leaves the captured tree
    return `/${rel.split(sep).join('/')}`;
  };
  return {
    async read(path) {
      try {
        return (await readFile(inside(path), 'utf8')).trim();
      } catch {
        return undefined;
      }
    },
    async readLink(path) {
      try {
        return await readlink(inside(path));
      } catch {
        return undefined;
      }
    },
    async resolve(path) {
      try {
        return outside(await realpath(inside(path)));
      } catch {
        return undefined;
      }
    },
    async list(path) {
      try {
        return (await readdir(inside(path))).sort();
      } catch {
        return [];
      }
    },
    async exists(path) {
      try {
        await stat(inside(path));
        return true;
      } catch {
        return false;
      }
    },
    deviceNumberOf:
      options.deviceNumberOf ??
      (async (path) => {
        try {
          return (await stat(path, { bigint: true })).dev;
        } catch {
          return undefined;
        }
      }),
  };
}
