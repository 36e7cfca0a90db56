import { describe, expect, it } from 'vitest';
import { fioPassSchema } from '../../../src/probes/fio/options.js';
import { checkFreeSpace, resolveTarget } from '../../../src/probes/fio/target.js';
import { createFakeFileSystem } from './fake-fs.js';

const settings = (extra: Record<string, unknown> = {}) => fioPassSchema.parse({ profile: 'sbc', ...extra });

describe('resolveTarget', () => {
  it('defaults to a test file in /var/tmp on the root filesystem', async () => {
    const fs = createFakeFileSystem({ '/': 'directory', '/var/tmp': 'directory' });
    expect(await resolveTarget(settings(), fs)).toEqual({ kind: 'file', path: '/var/tmp/feelbench-fio.tmp', sizeBytes: 2 ** 30 });
  });

  it('uses the folder given, with the size given', async () => {
    const fs = createFakeFileSystem({ '/mnt/ssd': 'directory' });
    expect(await resolveTarget(settings({ directory: '/mnt/ssd', size: '256MiB' }), fs)).toEqual({ kind: 'file', path: '/mnt/ssd/feelbench-fio.tmp', sizeBytes: 256 * 2 ** 20 });
  });

  it('refuses a block device as the place to write', async () => {
    const fs = createFakeFileSystem({ '/dev/sda': 'block-device' });
    await expect(resolveTarget(settings({ directory: '/dev/sda' }), fs)).rejects.toMatchObject({ code: 'unsafe-target', message: expect.stringMatching(/is a block device; feelbench never writes to a raw device/) });
  });

  it('refuses a test-file path that is a symlink or a device', async () => {
    const link = createFakeFileSystem({ '/mnt/ssd': 'directory', '/mnt/ssd/feelbench-fio.tmp': 'symlink' });
    await expect(resolveTarget(settings({ directory: '/mnt/ssd' }), link)).rejects.toMatchObject({ code: 'unsafe-target' });
    const device = createFakeFileSystem({ '/mnt/ssd': 'directory', '/mnt/ssd/feelbench-fio.tmp': 'block-device' });
    await expect(resolveTarget(settings({ directory: '/mnt/ssd' }), device)).rejects.toMatchObject({ code: 'unsafe-target' });
  });

  it('refuses a missing folder', async () => {
    await expect(resolveTarget(settings({ directory: '/nope' }), createFakeFileSystem({}))).rejects.toThrow(/directory \/nope is missing/);
  });

  it('allows a block device for read-only tests only, and only a block device', async () => {
    const fs = createFakeFileSystem({ '/dev/nvme0n1': 'block-device', '/etc/passwd': 'file' });
    expect(await resolveTarget(settings({ device: '/dev/nvme0n1' }), fs)).toEqual({ kind: 'block-device', path: '/dev/nvme0n1' });
    await expect(resolveTarget(settings({ device: '/etc/passwd' }), fs)).rejects.toThrow(/not a block device/);
    await expect(resolveTarget(settings({ device: '/dev/nvme0n1', directory: '/' }), fs)).rejects.toThrow(/not both/);
  });
});

describe('checkFreeSpace', () => {
  it('refuses a file that would leave the filesystem nearly full', async () => {
    const target = { kind: 'file' as const, path: '/mnt/sd/feelbench-fio.tmp', sizeBytes: 2 ** 30 };
    await expect(checkFreeSpace(target, createFakeFileSystem({}, 1.1 * 2 ** 30, 16 * 2 ** 30), '/mnt/sd')).rejects.toMatchObject({
      code: 'not-enough-space',
      message: expect.stringMatching(/has 1\.1 GiB free; a 1 GiB test file needs 1\.3 GiB/),
    });
    await expect(checkFreeSpace(target, createFakeFileSystem({}, 2 * 2 ** 30, 16 * 2 ** 30), '/mnt/sd')).resolves.toBeUndefined();
  });
});
