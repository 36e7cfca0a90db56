import { slugify } from '../campaign/ids.js';
import type { DiskRecord, StackLayer, TransportDetails } from './model.js';
import { describeLink } from './pcie.js';

/**
 * Short human names for reports: `NVMe Samsung 980 (PCIe Gen2 x1)`,
 * `USB 3 JMicron JMS583 (uas) -> Samsung 980`, `microSD SanDisk SN512`.
 */

/** `Samsung SSD 980 500GB` -> `Samsung 980`: the capacity and the word SSD add nothing here. */
export function shortModel(model: string): string {
  const words = model
    .split(/\s+/)
    .filter((word) => word && !/^SSD$/i.test(word) && !/^\d+(\.\d+)?(GB|TB|G|T)$/i.test(word));
  return words.join(' ') || model.trim();
}

/** The first of `Samsung/SanDisk/LG`: ids shared by several makers name the usual one first. */
const firstName = (manufacturer: string | undefined) => manufacturer?.split('/')[0];

export function transportLabel(name: string, transport: TransportDetails): string {
  switch (transport.kind) {
    case 'nvme': {
      const model = transport.model ? shortModel(transport.model) : name;
      return transport.link ? `NVMe ${model} (${describeLink(transport.link)})` : `NVMe ${model}`;
    }
    case 'usb': {
      const head = [transport.generation ?? 'USB', transport.bridge ?? transport.vendorProduct ?? name].join(' ');
      const driver = transport.driver ? ` (${transport.driver})` : '';
      const drive = driveBehindBridge(transport);
      return `${head}${driver}${drive ? ` -> ${drive}` : ''}`;
    }
    case 'mmc': {
      const kind = transport.cardType === 'MMC' ? 'eMMC' : transport.cardType === 'SD' ? (transport.hostOnPci ? 'SD' : 'microSD') : 'MMC/SD';
      return [kind, firstName(transport.manufacturer), transport.name].filter(Boolean).join(' ');
    }
    case 'sata':
      return `SATA ${transport.model ? shortModel(transport.model) : name}`;
    case 'scsi':
      return ['SCSI', transport.vendor, transport.model ?? name].filter(Boolean).join(' ');
    case 'virtio':
      return `virtio ${name}`;
    case 'other':
      return transport.model ? `${name} ${transport.model}` : name;
  }
}

/**
 * The drive in an enclosure, when the bridge passes its name through and it says more
 * than the enclosure itself (a flash drive's SCSI name just repeats its USB name).
 */
function driveBehindBridge(usb: Extract<TransportDetails, { kind: 'usb' }>): string | undefined {
  if (!usb.driveModel) return undefined;
  const drive = shortModel([usb.driveVendor, usb.driveModel].filter(Boolean).join(' '));
  const enclosure = `${usb.manufacturer ?? ''} ${usb.product ?? ''} ${usb.bridge ?? ''}`.toLowerCase();
  const sameMaker = usb.driveVendor !== undefined && enclosure.includes(usb.driveVendor.toLowerCase());
  if (sameMaker || enclosure.includes(usb.driveModel.toLowerCase())) return undefined;
  return drive;
}

const STACK_WORDS: Record<string, string> = { lvm: 'LVM', crypt: 'LUKS', md: 'RAID', dm: 'device-mapper' };

export function deviceLabel(disks: readonly DiskRecord[], stack: readonly StackLayer[]): string {
  const base = disks.length > 0 ? disks.map((disk) => disk.label).join(' + ') : 'unknown device';
  const layers = [...new Set(stack.map((layer) => (layer.kind === 'md' && layer.detail ? layer.detail.toUpperCase() : (STACK_WORDS[layer.kind] ?? layer.kind))))];
  return layers.length > 0 ? `${base} (${layers.join(', ')})` : base;
}

export const deviceSlug = (label: string) => slugify(label);

/** The drive's own name, whatever carries it. */
export function driveModel(disk: DiskRecord): string | undefined {
  const t = disk.transport;
  switch (t.kind) {
    case 'nvme':
    case 'sata':
    case 'other':
      return t.model;
    case 'scsi':
      return [t.vendor, t.model].filter(Boolean).join(' ') || undefined;
    case 'usb':
      return [t.driveVendor, t.driveModel].filter(Boolean).join(' ') || t.product;
    case 'mmc':
      return t.name;
    case 'virtio':
      return undefined;
  }
}
