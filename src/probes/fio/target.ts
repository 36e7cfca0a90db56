import { join, resolve } from 'node:path';
import type { FileSystemAccess } from '../../host/filesystem.js';
import { ProbeError } from '../types.js';
import type { FioTarget } from './job-file.js';
import type { FioSettings } from './options.js';
import { formatBytes, parseSize } from './size.js';

/** Always the same name, so a run after a crash finds and removes the one left behind. */
export const TEST_FILE_NAME = 'feelbench-fio.tmp';

/** Room left on the filesystem after the test file: the system must keep working. */
export function spaceMarginBytes(totalBytes: number): number {
  return Math.max(256 * 2 ** 20, totalBytes * 0.02);
}

/** /var/tmp when it is on the root filesystem (the usual case), else / itself. */
async function defaultDirectory(fs: FileSystemAccess): Promise<string> {
  try {
    if ((await fs.kind('/var/tmp')) === 'directory' && (await fs.deviceId('/var/tmp')) === (await fs.deviceId('/'))) return '/var/tmp';
  } catch {
    // fall through to the root folder
  }
  return '/';
}

/**
 * Decides where fio may do I/O, refusing anything that could destroy data: writes go only
 * to our own test file in a folder; a block device is only ever read.
 */
export async function resolveTarget(options: FioSettings, fs: FileSystemAccess): Promise<FioTarget> {
  if (options.device !== undefined && options.directory !== undefined) {
    throw new ProbeError('unsafe-target', 'fio: give either directory (a folder to write a test file in) or device (read-only), not both');
  }
  if (options.device !== undefined) {
    const device = resolve(options.device);
    const kind = await fs.kind(device);
    if (kind !== 'block-device') {
      throw new ProbeError('unsafe-target', `fio: device ${device} is ${kind === 'missing' ? 'missing' : `a ${kind}, not a block device`}; for a filesystem use directory:`);
    }
    return { kind: 'block-device', path: device };
  }
  const directory = options.directory === undefined ? await defaultDirectory(fs) : resolve(options.directory);
  const kind = await fs.kind(directory);
  if (kind === 'block-device') {
    throw new ProbeError(
      'unsafe-target',
      `fio: ${directory} is a block device; feelbench never writes to a raw device. Give a folder on its mounted filesystem as directory:, or device: for a read-only test`,
    );
  }
  if (kind !== 'directory') {
    throw new ProbeError('unsafe-target', `fio: directory ${directory} is ${kind === 'missing' ? 'missing' : `a ${kind}`}; give an existing folder on the filesystem under test`);
  }
  const path = join(directory, TEST_FILE_NAME);
  const existing = await fs.kind(path, { follow: false });
  if (existing !== 'missing' && existing !== 'file') {
    throw new ProbeError('unsafe-target', `fio: ${path} exists and is a ${existing}; feelbench only writes its own regular test file there. Move it away`);
  }
  const sizeBytes = parseSize(options.size);
  if (sizeBytes === undefined) throw new ProbeError('bad-size', `fio: size "${options.size}" is not a size like 1GiB`);
  return { kind: 'file', path, sizeBytes };
}

/** Throws when the test file would leave the filesystem (nearly) full. Call after removing a stale file. */
export async function checkFreeSpace(target: FioTarget, fs: FileSystemAccess, directory: string): Promise<void> {
  if (target.kind !== 'file') return;
  const { availableBytes, totalBytes } = await fs.freeSpace(directory);
  const needed = target.sizeBytes + spaceMarginBytes(totalBytes);
  if (availableBytes < needed) {
    throw new ProbeError(
      'not-enough-space',
      `fio: ${directory} has ${formatBytes(availableBytes)} free; a ${formatBytes(target.sizeBytes)} test file needs ${formatBytes(needed)} with room left for the system. Use a smaller size:`,
    );
  }
}
