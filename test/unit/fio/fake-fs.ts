import type { FileSystemAccess, PathKind } from '../../../src/host/filesystem.js';

/** An in-memory view of the paths the fio pass looks at, recording what it removes. */
export function createFakeFileSystem(paths: Record<string, PathKind>, freeBytes = 50 * 2 ** 30, totalBytes = 100 * 2 ** 30) {
  const removed: string[] = [];
  const fs: FileSystemAccess & { removed: string[]; paths: Record<string, PathKind> } = {
    removed,
    paths,
    kind: async (path) => paths[path] ?? 'missing',
    freeSpace: async () => ({ availableBytes: freeBytes, totalBytes }),
    deviceId: async () => 1,
    removeFile: async (path) => {
      const kind = paths[path] ?? 'missing';
      if (kind === 'missing') return;
      if (kind !== 'file') throw new Error(`${path} is not a regular file; not removing it`);
      removed.push(path);
      delete paths[path];
    },
  };
  return fs;
}
