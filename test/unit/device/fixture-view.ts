import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createSysfsView, type SysfsView } from '../../../src/host/sysfs.js';

const fixtures = join(import.meta.dirname, '../../fixtures');

/** A tree captured by lab/guest/capture-sysfs.sh: st_dev of the target is in stat-dev.txt. */
export const fixtureText = (path: string) => readFileSync(join(fixtures, path), 'utf8');

export function capturedView(caseName: string): SysfsView {
  const root = join(fixtures, 'sysfs', caseName);
  const stDev = BigInt(readFileSync(join(root, 'stat-dev.txt'), 'utf8').trim());
  return createSysfsView({ root, deviceNumberOf: async () => stDev });
}

interface PublicTree {
  devNumber: string;
  links: Record<string, string>;
  files: Record<string, string>;
}

/** glibc's makedev(), the inverse of splitDevNumber. */
function makedev(text: string): bigint {
  const [major = 0n, minor = 0n] = text.split(':').map((part) => BigInt(part));
  return ((major & 0xfffn) << 8n) | ((major & ~0xfffn) << 32n) | (minor & 0xffn) | ((minor & ~0xffn) << 12n);
}

/**
 * A tree built from values published for real hardware (test/fixtures/sysfs-public/*.json,
 * each value's source stated in the file), written to a temporary folder.
 */
export function publicView(caseName: string, extra: Partial<PublicTree> = {}): SysfsView {
  const base = JSON.parse(readFileSync(join(fixtures, 'sysfs-public', `${caseName}.json`), 'utf8')) as PublicTree;
  const spec: PublicTree = {
    devNumber: extra.devNumber ?? base.devNumber,
    files: { ...base.files, ...extra.files },
    links: { ...base.links, ...extra.links },
  };
  const root = mkdtempSync(join(tmpdir(), `feelbench-sysfs-${caseName}-`));
  for (const [path, text] of Object.entries(spec.files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text.endsWith('\n') ? text : `${text}\n`);
  }
  for (const [path, target] of Object.entries(spec.links)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(target, join(root, path));
  }
  const stDev = makedev(spec.devNumber);
  return createSysfsView({ root, deviceNumberOf: async () => stDev });
}
