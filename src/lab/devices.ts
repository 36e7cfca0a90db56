/**
 * The lab's emulated boot devices: which QEMU device class each one uses (lab/boot.sh
 * --device) and the I/O throttle that gives it the speed of the real thing, read and write
 * apart. Speeds come from the reference table in DESIGN.md; where the table has no row the
 * comment says where the figure comes from. Pure.
 */
import { UserError } from '../errors.js';

/** QEMU device classes lab/boot.sh knows. */
export type QemuDeviceClass = 'virtio' | 'nvme' | 'usb-storage' | 'usb-uas' | 'sd';
/** What feelbench's device identification must report inside the guest. */
export type ExpectedTransport = 'virtio' | 'nvme' | 'usb' | 'mmc';

export interface LabThrottle {
  readMBps: number;
  writeMBps: number;
  readIops: number;
  writeIops: number;
}

export interface LabDevice {
  id: string;
  qemuClass: QemuDeviceClass;
  transport: ExpectedTransport;
  /** Undefined: as fast as the emulation goes. */
  throttle?: LabThrottle;
  describe: string;
}

const MB = 1_000_000;

export const LAB_DEVICES: readonly LabDevice[] = [
  {
    id: 'nvme',
    qemuClass: 'nvme',
    transport: 'nvme',
    // Pi 5 media comparison: NVMe seq 1M 785/514 MB/s, 4k randrw 21900/9359 IOPS.
    throttle: { readMBps: 785, writeMBps: 514, readIops: 21_900, writeIops: 9_359 },
    describe: 'NVMe SSD on PCIe (Pi 5 reference figures)',
  },
  {
    id: 'usb-nvme',
    qemuClass: 'usb-uas',
    transport: 'usb',
    // The same NVMe drive behind a USB 3 UAS bridge: the NVMe-boot post found it ~10% slower
    // than native; the bridge caps bandwidth near USB 3.0's practical ~400 MB/s.
    throttle: { readMBps: 400, writeMBps: 350, readIops: 19_700, writeIops: 8_400 },
    describe: 'the NVMe SSD in a USB 3 (UAS) enclosure',
  },
  {
    id: 'usb2-ssd',
    qemuClass: 'usb-storage',
    transport: 'usb',
    // Pi 4 storage roundup: the USB 2.0 bus caps SSDs at ~35 MB/s (usb-storage, no UAS).
    throttle: { readMBps: 35, writeMBps: 35, readIops: 2_000, writeIops: 2_000 },
    describe: 'an SSD on USB 2.0 (usb-storage)',
  },
  {
    id: 'emmc',
    qemuClass: 'sd',
    transport: 'mmc',
    // No row in the table. QEMU 7.2 has no eMMC device (it arrived in QEMU 9.x), so this is
    // an SD card on SDHCI throttled to typical CM4 eMMC figures, between microSD and NVMe as
    // the NVMe-boot post ranks them. The guest sees an SD card, not an MMC device.
    throttle: { readMBps: 170, writeMBps: 90, readIops: 4_000, writeIops: 1_800 },
    describe: 'eMMC, emulated as an SD card with eMMC speeds (QEMU 7.2 has no eMMC)',
  },
  {
    id: 'microsd',
    qemuClass: 'sd',
    transport: 'mmc',
    // Pi 5 media comparison: microSD seq 94/75 MB/s, 4k randrw 1619/692 IOPS.
    throttle: { readMBps: 94, writeMBps: 75, readIops: 1_619, writeIops: 692 },
    describe: 'microSD card on SDHCI (Pi 5 reference figures)',
  },
  {
    id: 'virtio',
    qemuClass: 'virtio',
    transport: 'virtio',
    describe: 'virtio disk, unthrottled (what the emulation itself can do)',
  },
];

export function labDevice(id: string): LabDevice {
  const found = LAB_DEVICES.find((device) => device.id === id);
  if (!found) throw new UserError(`unknown lab device "${id}"; known: ${LAB_DEVICES.map((device) => device.id).join(', ')}`);
  return found;
}

/** `nvme,microsd` -> devices, in the order given; duplicates refused (campaigns would mix). */
export function parseDeviceList(text: string): LabDevice[] {
  const ids = text.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
  if (ids.length === 0) throw new UserError('--devices needs at least one device, e.g. --devices nvme,microsd');
  const seen = new Set<string>();
  return ids.map((id) => {
    if (seen.has(id)) throw new UserError(`lab device "${id}" is listed twice in --devices`);
    seen.add(id);
    return labDevice(id);
  });
}

/**
 * QEMU -drive throttling options (bytes and operations per second, read and write apart).
 * On an SD card the write-IOPS limit is left out: QEMU 7.2's sd-card writes synchronously
 * from the vCPU thread, and with iops-write set a burst of small synced writes hung the
 * guest for good (seen twice here: a campaign's settle step, and `dd oflag=dsync`); with
 * only the bandwidth limit on writes the same load ran. SD write bandwidth is still limited.
 */
export function throttleOptions(throttle: LabThrottle, qemuClass: QemuDeviceClass): string {
  return [
    `throttling.bps-read=${Math.round(throttle.readMBps * MB)}`,
    `throttling.bps-write=${Math.round(throttle.writeMBps * MB)}`,
    `throttling.iops-read=${Math.round(throttle.readIops)}`,
    ...(qemuClass === 'sd' ? [] : [`throttling.iops-write=${Math.round(throttle.writeIops)}`]),
  ].join(',');
}
