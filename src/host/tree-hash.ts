import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * sha256 over files and folders (every regular file under a folder, by relative path and
 * content), so a cache can tell whether its inputs changed. Missing paths count as missing.
 */
export function hashPaths(root: string, paths: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const text of extra) hash.update(`extra\0${text}\0`);
  for (const path of paths) {
    const full = join(root, path);
    if (!existsSync(full)) {
      hash.update(`missing\0${path}\0`);
      continue;
    }
    for (const file of filesUnder(full)) {
      hash.update(`file\0${relative(root, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : entry.isFile() ? [join(path, entry.name)] : []));
}
