import { describe, expect, it } from 'vitest';
import { describeBlockDevice, describePath } from '../../../src/device/resolve.js';
import { capturedView, fixtureText, publicView } from './fixture-view.js';

describe('describePath on this build machine (virtio, file system on the whole disk)', () => {
  it('follows st_dev 254:0 to vda with no partition', async () => {
    const record = await describePath(capturedView('host-virtio-whole-disk'), '/');
    expect(record.devNumber).toBe('254:0');
    expect(record.blockDevice).toBe('vda');
    expect(record.partition).toBeUndefined();
    expect(record.filesystem).toMatchObject({ mountPoint: '/', fsType: 'ext4', source: '/dev/vda' });
    expect(record.disks).toHaveLength(1);
    const [disk] = record.disks;
    expect(disk?.transport).toEqual({ kind: 'virtio', serial: 'overlayblk', pciAddress: '0000:00:02.0' });
    expect(disk?.sizeBytes).toBe(274877906944);
    expect(disk?.scheduler).toBe('mq-deadline');
    expect(record.label).toBe('virtio vda');
    expect(record.slug).toBe('virtio-vda');
    expect(record.unknownReason).toBeUndefined();
  });

  it('answers for a device by name too', async () => {
    const record = await describeBlockDevice(capturedView('host-virtio-whole-disk'), '/dev/vda');
    expect(record.label).toBe('virtio vda');
    expect(record.filesystem?.mountPoint).toBe('/');
  });

  it('says why when nothing matches', async () => {
    const record = await describeBlockDevice(capturedView('host-virtio-whole-disk'), 'sdz');
    expect(record.disks).toEqual([]);
    expect(record.unknownReason).toMatch(/no block device named sdz/);
  });
});

describe('describePath on trees built from published values of real hardware', () => {
  it('NVMe with a downgraded link (SN550 on a Pi 5 HAT: 8 GT/s x4 capable, 5 GT/s x1 running)', async () => {
    const record = await describePath(publicView('nvme-downgraded'), '/');
    expect(record.partition).toBe('nvme0n1p2');
    const transport = record.disks[0]?.transport;
    expect(transport).toMatchObject({ kind: 'nvme', model: 'WDC WDS500G2B0C-00PXH0', pciAddress: '0000:04:00.0' });
    expect(transport?.kind === 'nvme' && transport.link).toEqual({
      currentSpeed: '5.0 GT/s PCIe',
      currentWidth: 1,
      maxSpeed: '8.0 GT/s PCIe',
      maxWidth: 4,
      currentGen: 2,
      maxGen: 3,
      downgraded: true,
    });
    expect(record.label).toBe('NVMe WDC WDS500G2B0C-00PXH0 (PCIe Gen2 x1, max Gen3 x4)');
    expect(record.transport).toBe('nvme');
    expect(record.disks[0]?.scheduler).toBe('none');
    expect(record.disks[0]?.rotational).toBe(false);
  });

  it('microSD card on an SoC controller, with card registers', async () => {
    const record = await describePath(publicView('microsd-sandisk'), '/');
    expect(record.partition).toBe('mmcblk0p2');
    expect(record.disks[0]?.transport).toEqual({
      kind: 'mmc',
      cardType: 'SD',
      name: 'SN512',
      manfid: '0x000003',
      manufacturer: 'SanDisk',
      oemid: '0x5344',
      serial: '0xfff7b17b',
      date: '07/2021',
      timing: 'sd uhs SDR104',
      hostController: '3f202000.mmc',
      hostOnPci: false,
    });
    expect(record.label).toBe('microSD SanDisk SN512');
    expect(record.model).toBe('SN512');
  });

  it('eMMC module (type MMC: manufacturer ids from the MMC table, not the SD one)', async () => {
    const record = await describePath(publicView('emmc-cm4'), '/');
    expect(record.disks[0]?.transport).toMatchObject({ kind: 'mmc', cardType: 'MMC', name: 'M8G1GC', manufacturer: 'Samsung/SanDisk/LG', serial: '0xdc0db061', date: '05/1997' });
    expect(record.disks[0]?.transport).toMatchObject({ timing: 'mmc DDR52', clockHz: 50_000_000, busWidthBits: 4 });
    expect(record.label).toBe('eMMC Samsung M8G1GC');
    expect(record.disks[0]?.devNumber).toBe('179:32');
  });
});

describe('roots whose device number has no block device behind it', () => {
  const nvme = '/sys/devices/pci0000:00/0000:00:1d.0/0000:04:00.0/nvme/nvme0/nvme0n1';

  it('btrfs subvolume root (st_dev 0:27): falls back to the mount source /dev/nvme0n1p6', async () => {
    const view = publicView('nvme-downgraded', {
      devNumber: '0:27',
      files: {
        '/proc/self/mountinfo': fixtureText('mountinfo/ubuntu-btrfs-nvme-root.txt'),
        [`${nvme}/nvme0n1p6/partition`]: '6',
        [`${nvme}/nvme0n1p6/dev`]: '259:6',
      },
      links: { '/sys/class/block/nvme0n1p6': `../..${nvme.slice('/sys'.length)}/nvme0n1p6` },
    });
    const record = await describePath(view, '/');
    expect(record.devNumber).toBe('259:6');
    expect(record.partition).toBe('nvme0n1p6');
    expect(record.filesystem).toMatchObject({ fsType: 'btrfs', source: '/dev/nvme0n1p6' });
    expect(record.transport).toBe('nvme');
    expect(record.unknownReason).toBeUndefined();
  });

  it('a root that is on no block device says so, naming the file system', async () => {
    const view = publicView('nvme-downgraded', {
      devNumber: '0:142',
      // Line shape of a container root (overlay over layers that live on the host).
      files: { '/proc/self/mountinfo': '1976 1975 0:142 / / rw,relatime - overlay overlay rw,lowerdir=/l1,upperdir=/u,workdir=/w\n' },
    });
    const record = await describePath(view, '/');
    expect(record.disks).toEqual([]);
    expect(record.label).toBe('unknown device');
    expect(record.unknownReason).toBe('/ is an overlay whose upper dir /u is on no known mount');
  });
});

describe('NVMe with native multipath (Debian kernels): the disk sits under nvme-subsystem', () => {
  it('finds the controller through the subsystem link and still reads its PCIe link', async () => {
    // Layout described in rhboot/efivar pull request #158: /sys/block/nvme0n1 ->
    // ../devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1, the controllers linked beside it.
    const head = '/sys/devices/virtual/nvme-subsystem/nvme-subsys0';
    const view = publicView('nvme-downgraded', {
      files: {
        [`${head}/nvme0n1/dev`]: '259:0',
        [`${head}/nvme0n1/nvme0n1p2/partition`]: '2',
        [`${head}/nvme0n1/nvme0n1p2/dev`]: '259:2',
      },
      links: {
        '/sys/dev/block/259:2': '../../devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1/nvme0n1p2',
        '/sys/class/block/nvme0n1': '../../devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1',
        '/sys/class/block/nvme0n1p2': '../../devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1/nvme0n1p2',
        '/sys/block/nvme0n1': '../devices/virtual/nvme-subsystem/nvme-subsys0/nvme0n1',
        [`${head}/subsystem`]: '../../../../class/nvme-subsystem',
        [`${head}/nvme0`]: '../../../pci0000:00/0000:00:1d.0/0000:04:00.0/nvme/nvme0',
      },
    });
    const record = await describePath(view, '/');
    expect(record.disks[0]?.sysPath).toBe(`${head}/nvme0n1`);
    expect(record.label).toBe('NVMe WDC WDS500G2B0C-00PXH0 (PCIe Gen2 x1, max Gen3 x4)');
  });
});
