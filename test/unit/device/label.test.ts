import { describe, expect, it } from 'vitest';
import { deviceLabel, shortModel, transportLabel } from '../../../src/device/label.js';
import type { DiskRecord } from '../../../src/device/model.js';
import { knownBridge, usbGeneration } from '../../../src/device/usb-bridges.js';

describe('labels', () => {
  it('shortens drive models the way people say them', () => {
    expect(shortModel('Samsung SSD 980 500GB')).toBe('Samsung 980');
    expect(shortModel('Samsung SSD 970 EVO 500GB')).toBe('Samsung 970 EVO');
    expect(shortModel('WDC WDS500G2B0C-00PXH0')).toBe('WDC WDS500G2B0C-00PXH0');
  });

  it('names a JMS583 enclosure by its bridge and the drive behind it', () => {
    // 152d:0583 as lsusb lists it in smartmontools pull request #622; drive name as a
    // JMS583 passes an NVMe model through SCSI INQUIRY (vendor field is 8 characters).
    const label = transportLabel('sda', {
      kind: 'usb',
      vendorProduct: '152d:0583',
      bridge: knownBridge('152d:0583'),
      driver: 'uas',
      speedMbps: 5000,
      generation: usbGeneration(5000),
      driveVendor: 'Samsung',
      driveModel: 'SSD 980 500GB',
    });
    expect(label).toBe('USB 3 JMicron JMS583 (uas) -> Samsung 980');
  });

  it('does not repeat a flash drive whose SCSI name is its USB name', () => {
    // SanDisk Cruzer Blade 0781:5567 (usb.ids); its SCSI vendor is the same maker.
    const label = transportLabel('sda', {
      kind: 'usb',
      vendorProduct: '0781:5567',
      bridge: 'SanDisk Cruzer Blade',
      manufacturer: 'SanDisk',
      product: 'Cruzer Blade',
      driver: 'usb-storage',
      speedMbps: 480,
      generation: usbGeneration(480),
      driveVendor: 'SanDisk',
      driveModel: 'Cruzer Blade',
    });
    expect(label).toBe('USB 2 SanDisk Cruzer Blade (usb-storage)');
  });

  it('names USB generations from the negotiated speed', () => {
    expect([12, 480, 5000, 10000, 20000].map(usbGeneration)).toEqual(['USB 1.1', 'USB 2', 'USB 3', 'USB 3.1 Gen 2', 'USB 3.2 Gen 2x2']);
  });

  it('adds the stack to the disk label', () => {
    const disk = { label: 'virtio vda' } as DiskRecord;
    expect(deviceLabel([disk], [{ name: 'dm-0', kind: 'lvm', detail: 'vg0-root' }])).toBe('virtio vda (LVM)');
    expect(deviceLabel([disk, { label: 'virtio vdb' } as DiskRecord], [{ name: 'md0', kind: 'md', detail: 'raid1' }])).toBe('virtio vda + virtio vdb (RAID1)');
    expect(deviceLabel([], [])).toBe('unknown device');
  });
});
