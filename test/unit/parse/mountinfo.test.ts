import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mountFor, parseMountInfo } from '../../../src/parse/mountinfo.js';

const fixture = (path: string) => readFileSync(join(import.meta.dirname, '../../fixtures', path), 'utf8');

describe('parseMountInfo', () => {
  it('reads a btrfs root subvolume with an anonymous device number', () => {
    const entries = parseMountInfo(fixture('mountinfo/ubuntu-btrfs-nvme-root.txt'));
    expect(entries).toHaveLength(13);
    const root = mountFor(entries, '/');
    expect(root).toMatchObject({ devNumber: '0:27', root: '/Ubuntu21.10', mountPoint: '/', fsType: 'btrfs', source: '/dev/nvme0n1p6' });
    expect(root?.superOptions).toContain('subvol=/Ubuntu21.10');
    expect(mountFor(entries, '/run/lock/x')?.mountPoint).toBe('/run/lock');
    expect(mountFor(entries, '/running')?.mountPoint).toBe('/'); // prefix of a name is not a parent
  });

  it('reads this build machine (ext4 on a whole virtio disk)', () => {
    const entries = parseMountInfo(fixture('sysfs/host-virtio-whole-disk/proc/self/mountinfo'));
    expect(mountFor(entries, '/home/pi')).toMatchObject({ devNumber: '254:0', fsType: 'ext4', source: '/dev/vda', mountOptions: ['rw', 'relatime'] });
  });

  it('undoes the octal escapes the kernel writes for spaces', () => {
    // Line shape from proc(5); the escaped mount point is what the kernel prints for "media files".
    const [entry] = parseMountInfo('36 35 98:0 /mnt1 /mnt/media\\040files rw,noatime master:1 - ext3 /dev/root rw,errors=continue\n');
    expect(entry).toMatchObject({ mountPoint: '/mnt/media files', root: '/mnt1', fsType: 'ext3', source: '/dev/root', superOptions: ['rw', 'errors=continue'] });
  });
});
