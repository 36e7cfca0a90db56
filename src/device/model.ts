/**
 * What a storage device is, as recorded in campaign.json and printed by `feelbench devices`.
 * Plain data only. Fields are optional where sysfs may not have them; `undefined` means
 * "not readable here", never "zero".
 */

export interface PcieLink {
  /** `8.0 GT/s PCIe`, verbatim from sysfs. */
  currentSpeed?: string;
  currentWidth?: number;
  maxSpeed?: string;
  maxWidth?: number;
  currentGen?: number;
  maxGen?: number;
  /** The link runs below what the device can do (speed or width). */
  downgraded: boolean;
}

export interface NvmeDetails {
  kind: 'nvme';
  model?: string;
  serial?: string;
  firmware?: string;
  /** PCI address of the controller (`0000:01:00.0`); absent for NVMe over fabrics. */
  pciAddress?: string;
  link?: PcieLink;
}

export interface UsbDetails {
  kind: 'usb';
  /** `152d:0583` */
  vendorProduct?: string;
  /** The bridge chip by its id (known table), else what the device says of itself. */
  bridge?: string;
  manufacturer?: string;
  product?: string;
  /** The driver bound to the interface: `uas` or `usb-storage`. */
  driver?: string;
  /** Negotiated speed in Mb/s: 1.5, 12, 480, 5000, 10000, 20000. */
  speedMbps?: number;
  /** `USB 2`, `USB 3`, `USB 3.1 Gen 2` ... from the negotiated speed. */
  generation?: string;
  /** The drive behind the bridge as SCSI INQUIRY reports it (many bridges pass it through). */
  driveVendor?: string;
  driveModel?: string;
  /** Host controller: PCI address and driver, or platform device name. */
  hostController?: string;
}

export interface MmcDetails {
  kind: 'mmc';
  /** `SD`, `MMC` (eMMC), `SDIO`, `SDcombo`, verbatim. */
  cardType?: string;
  /** Product name from the CID register (`SN512`). */
  name?: string;
  manfid?: string;
  manufacturer?: string;
  oemid?: string;
  serial?: string;
  /** `07/2021` */
  date?: string;
  /** `sd uhs SDR104`: from ios_timing where the kernel has it, else debugfs ios (root). */
  timing?: string;
  /** Bus clock the host runs the card at, Hz (debugfs ios, root only). */
  clockHz?: number;
  busWidthBits?: number;
  /** The SD/MMC host controller (`fe340000.mmc`, `0000:00:12.0`). */
  hostController?: string;
  /** The host is on PCI (a laptop reader, QEMU's sdhci-pci) rather than an SoC. */
  hostOnPci: boolean;
}

export interface ScsiDetails {
  kind: 'sata' | 'scsi';
  vendor?: string;
  model?: string;
  revision?: string;
}

export interface VirtioDetails {
  kind: 'virtio';
  serial?: string;
  pciAddress?: string;
}

export interface OtherDetails {
  kind: 'other';
  model?: string;
}

export type TransportDetails = NvmeDetails | UsbDetails | MmcDetails | ScsiDetails | VirtioDetails | OtherDetails;
export type TransportKind = TransportDetails['kind'];

/** A whole disk (not a partition): what the data physically lives on. */
export interface DiskRecord {
  name: string;
  /** `MAJ:MIN` */
  devNumber: string;
  /** Canonical sysfs path: `/sys/devices/pci0000:00/0000:00:02.0/virtio1/block/vda`. */
  sysPath: string;
  sizeBytes?: number;
  rotational?: boolean;
  removable?: boolean;
  /** The active I/O scheduler (`none`, `mq-deadline` ...). */
  scheduler?: string;
  logicalBlockSize?: number;
  transport: TransportDetails;
  label: string;
}

/** A device-mapper or md layer between the file system and the disks (LVM, LUKS, RAID). */
export interface StackLayer {
  name: string;
  /** `lvm`, `crypt`, `md`, `dm` (other device-mapper) */
  kind: string;
  /** dm name (`vg0-root`) or md level (`raid1`). */
  detail?: string;
}

export interface FilesystemRecord {
  mountPoint: string;
  fsType: string;
  source: string;
  mountOptions: string[];
  superOptions: string[];
}

/** The answer to "what does this path (default `/`) live on?". */
export interface DeviceRecord {
  /** The path that was asked about. */
  target: string;
  /** `MAJ:MIN` of the block device holding it, when one was found. */
  devNumber?: string;
  /** Name of the block device holding it (a partition, dm-N, or a disk). */
  blockDevice?: string;
  /** Partition name when the file system is on a partition. */
  partition?: string;
  filesystem?: FilesystemRecord;
  stack: StackLayer[];
  /** The physical disks under it: one in the usual case, several for LVM/RAID over many. */
  disks: DiskRecord[];
  /** Transport of the (first) physical disk, for grouping: `nvme`, `usb`, `mmc` ... */
  transport?: TransportKind;
  /** The drive's own model or card name, when one is known. */
  model?: string;
  /** Short human name for reports: `NVMe Samsung 980 (PCIe Gen2 x1)`. */
  label: string;
  slug: string;
  /** Set when the device could not be identified, saying why. */
  unknownReason?: string;
}
