import { describe, expect, it } from 'vitest';
import { listDisks } from '../../../src/device/list.js';
import { describeBlockDevice, describePath } from '../../../src/device/resolve.js';
import { capturedView } from './fixture-view.js';

/**
 * Trees captured by lab/capture-fixtures.sh from a Debian 13 guest booted under QEMU
 * from each emulated device (lab/guest/capture-sysfs.sh: st_dev of / and the sysfs
 * directories from the block device up to /sys/devices).
 */
describe('lab captures (QEMU, Debian 13 guest)', () => {
  it('virtio-blk: ext4 on vda1', async () => {
    const record = await describePath(capturedView('virtio'), '/');
    expect(record).toMatchObject({ devNumber: '254:1', blockDevice: 'vda1', partition: 'vda1', transport: 'virtio', label: 'virtio vda' });
    expect(record.disks[0]?.transport).toEqual({ kind: 'virtio', serial: 'feelvirtio0', pciAddress: '0000:00:01.0' });
    expect(record.filesystem).toMatchObject({ mountPoint: '/', fsType: 'ext4', source: '/dev/vda1' });
  });

  it('lists the captured disk with its mounted partition', async () => {
    const [disk] = await listDisks(capturedView('virtio'));
    expect(disk?.name).toBe('vda');
    expect(disk?.partitions).toEqual([expect.objectContaining({ name: 'vda1', devNumber: '254:1', mountPoints: ['/'] })]);
  });

  it('NVMe (QEMU nvme behind a PCIe root port): model, serial, firmware and the link', async () => {
    const record = await describePath(capturedView('nvme'), '/');
    expect(record).toMatchObject({ devNumber: '259:1', partition: 'nvme0n1p1', transport: 'nvme', label: 'NVMe QEMU NVMe Ctrl (PCIe Gen1 x1)' });
    expect(record.disks[0]?.transport).toEqual({
      kind: 'nvme',
      model: 'QEMU NVMe Ctrl',
      serial: 'FEELNVME0001',
      firmware: '7.2.22',
      pciAddress: '0000:01:00.0',
      link: { currentSpeed: '2.5 GT/s PCIe', currentWidth: 1, maxSpeed: '2.5 GT/s PCIe', maxWidth: 1, currentGen: 1, maxGen: 1, downgraded: false },
    });
  });

  it('USB mass storage on qemu-xhci: bridge id, usb-storage driver, 5000 Mb/s, host controller', async () => {
    const record = await describePath(capturedView('usb-storage'), '/');
    expect(record.disks[0]?.transport).toMatchObject({
      kind: 'usb',
      vendorProduct: '46f4:0001',
      driver: 'usb-storage',
      speedMbps: 5000,
      generation: 'USB 3',
      driveVendor: 'QEMU',
      driveModel: 'QEMU HARDDISK',
      hostController: '0000:01:00.0 xhci_hcd',
    });
    expect(record.label).toBe('USB 3 QEMU USB HARDDRIVE (usb-storage)');
  });

  it('USB Attached SCSI on qemu-xhci: the uas driver', async () => {
    const record = await describePath(capturedView('usb-uas'), '/');
    expect(record.disks[0]?.transport).toMatchObject({ kind: 'usb', vendorProduct: '46f4:0003', driver: 'uas', speedMbps: 5000 });
    expect(record.label).toBe('USB 3 QEMU USB Attached SCSI HBA (uas)');
  });

  it('SD card on sdhci-pci: card registers, and "SD" (not microSD) on a PCI host', async () => {
    const record = await describePath(capturedView('sd'), '/');
    expect(record.disks[0]?.transport).toMatchObject({ kind: 'mmc', cardType: 'SD', name: 'QEMU!', manfid: '0x0000aa', oemid: '0x5859', date: '02/2006', hostOnPci: true });
    expect(record.label).toBe('SD QEMU!');
  });

  it('LVM root on NVMe: through dm-0 down to the disk', async () => {
    const record = await describePath(capturedView('lvm-nvme'), '/');
    expect(record).toMatchObject({ devNumber: '254:0', blockDevice: 'dm-0', stack: [{ name: 'dm-0', kind: 'lvm', detail: 'feelvg-root' }] });
    expect(record.partition).toBeUndefined();
    expect(record.filesystem?.source).toBe('/dev/mapper/feelvg-root');
    expect(record.disks.map((disk) => disk.name)).toEqual(['nvme0n1']);
    expect(record.label).toBe('NVMe QEMU NVMe Ctrl (PCIe Gen1 x1) (LVM)');
  });

  it('finds the LVM volume by its /dev/mapper name too', async () => {
    const record = await describeBlockDevice(capturedView('lvm-nvme'), '/dev/mapper/feelvg-root');
    expect(record.blockDevice).toBe('dm-0');
    expect(record.label).toBe('NVMe QEMU NVMe Ctrl (PCIe Gen1 x1) (LVM)');
  });
});


describe('lab capture listing', () => {
  it('shows an LVM physical volume as mounted through its holder', async () => {
    const [disk] = await listDisks(capturedView('lvm-nvme'));
    const mounted = disk?.partitions.flatMap((part) => part.mountPoints.map((point) => `${part.name}: ${point}`));
    expect(mounted).toEqual(['nvme0n1p1: / via dm-0']);
  });
});
