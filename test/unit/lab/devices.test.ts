import { describe, expect, it } from 'vitest';
import { LAB_DEVICES, labDevice, parseDeviceList, throttleOptions } from '../../../src/lab/devices.js';

describe('lab devices', () => {
  it('parses a device list in order and refuses unknown or repeated names', () => {
    expect(parseDeviceList('nvme, microsd').map((device) => device.id)).toEqual(['nvme', 'microsd']);
    expect(() => parseDeviceList('nvme,sdcard')).toThrow(/unknown lab device "sdcard"; known: nvme, usb-nvme/);
    expect(() => parseDeviceList('nvme,nvme')).toThrow(/listed twice/);
    expect(() => parseDeviceList(' , ')).toThrow(/at least one device/);
  });

  it('maps each device to a QEMU class lab/boot.sh knows, and the transport the guest must report', () => {
    expect(labDevice('nvme')).toMatchObject({ qemuClass: 'nvme', transport: 'nvme' });
    expect(labDevice('usb-nvme')).toMatchObject({ qemuClass: 'usb-uas', transport: 'usb' });
    expect(labDevice('usb2-ssd')).toMatchObject({ qemuClass: 'usb-storage', transport: 'usb' });
    // QEMU 7.2 has no eMMC device: an SD card with eMMC speeds.
    expect(labDevice('emmc')).toMatchObject({ qemuClass: 'sd', transport: 'mmc' });
    expect(labDevice('microsd')).toMatchObject({ qemuClass: 'sd', transport: 'mmc' });
    expect(labDevice('virtio').throttle).toBeUndefined();
  });

  it('ranks the throttles as the reference table does: NVMe > USB NVMe > eMMC > microSD', () => {
    const order = ['nvme', 'usb-nvme', 'emmc', 'microsd'].map((id) => labDevice(id).throttle);
    for (const key of ['readMBps', 'writeMBps', 'readIops', 'writeIops'] as const) {
      const values = order.map((throttle) => throttle?.[key] ?? 0);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
    }
    expect(labDevice('microsd').throttle).toEqual({ readMBps: 94, writeMBps: 75, readIops: 1619, writeIops: 692 });
  });

  it('writes QEMU throttling options in bytes and operations per second, read and write apart', () => {
    const microsd = { readMBps: 94, writeMBps: 75, readIops: 1619, writeIops: 692 };
    expect(throttleOptions(microsd, 'nvme')).toBe('throttling.bps-read=94000000,throttling.bps-write=75000000,throttling.iops-read=1619,throttling.iops-write=692');
    // No write-IOPS limit on an SD card: it hangs QEMU 7.2's synchronous sd-card writes.
    expect(throttleOptions(microsd, 'sd')).toBe('throttling.bps-read=94000000,throttling.bps-write=75000000,throttling.iops-read=1619');
    expect(new Set(LAB_DEVICES.map((device) => device.id)).size).toBe(LAB_DEVICES.length);
  });
});
