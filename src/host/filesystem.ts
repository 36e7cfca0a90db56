import { lstat, rm, stat, statfs } from 'node:fs/promises';
import { errorCode } from '../errors.js';

export type PathKind = 'missing' | 'file' | 'directory' | 'block-device' | 'character-device' | 'symlink' | 'other';

/**
 * What a probe needs to know about paths before it writes anything (free space, what a
 * path really is), and the one write it may do: removing its own test file.
 */
export interface FileSystemAccess {
  /** What is at the path; `follow: false` reports a symlink as such instead of its target. */
  kind(path: string, options?: { follow: boolean }): Promise<PathKind>;
  /** Space an unprivileged writer may use, and the filesystem's size, in bytes (statfs). */
  freeSpace(path: string): Promise<{ availableBytes: number; totalBytes: number }>;
  /** The filesystem (st_dev) a path lives on. */
  deviceId(path: string): Promise<number>;
  /** Removes a regular file; does nothing when it is missing. Never follows a symlink. */
  removeFile(path: string): Promise<void>;
}

function kindOf(stats: Awaited<ReturnType<typeof lstat>>): PathKind {
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  if (stats.isBlockDevice()) return 'block-device';
  if (stats.isCharacterDevice()) return 'character-device';
  return 'other';
}

export function createRealFileSystem(): FileSystemAccess {
  return {
    async kind(path, options = { follow: true }) {
      try {
        return kindOf(options.follow ? await stat(path) : await lstat(path));
      } catch (error) {
        if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return 'missing';
        throw error;
      }
    },
    async freeSpace(path) {
      const stats = await statfs(path);
      return { availableBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    },
    async deviceId(path) {
      return (await stat(path)).dev;
    },
    async removeFile(path) {
      let stats;
      try {
        stats = await lstat(path);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return;
        throw error;
      }
      if (!stats.isFile()) throw new Error(`${path} is not a regular file; not removing it`);
      await rm(path);
    },
  };
}
