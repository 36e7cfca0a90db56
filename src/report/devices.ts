import type { ListedDisk } from '../device/list.js';
import type { DeviceRecord, DiskRecord } from '../device/model.js';
import { describeLink } from '../device/pcie.js';
import { renderTable } from './format.js';

/** `500.1 GB` (decimal, as drive makers and lsblk --bytes users count). */
export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '-';
  const units = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** The line of facts under a disk that its label leaves out. */
export function diskDetails(disk: DiskRecord): string {
  const t = disk.transport;
  switch (t.kind) {
    case 'nvme':
      return [t.pciAddress, t.link ? describeLink(t.link) : undefined, t.link?.downgraded ? 'DOWNGRADED' : undefined, t.firmware ? `fw ${t.firmware}` : undefined, t.serial ? `sn ${t.serial}` : undefined]
        .filter(Boolean)
        .join(', ');
    case 'usb':
      return [t.vendorProduct, t.speedMbps !== undefined ? `${t.speedMbps} Mb/s` : undefined, t.driver, t.hostController ? `host ${t.hostController}` : undefined].filter(Boolean).join(', ');
    case 'mmc':
      return [t.cardType, t.manfid ? `manfid ${t.manfid}` : undefined, t.oemid ? `oem ${t.oemid}` : undefined, t.serial ? `sn ${t.serial}` : undefined, t.date, t.timing, t.clockHz !== undefined ? `${t.clockHz / 1e6} MHz` : undefined, t.busWidthBits !== undefined ? `${t.busWidthBits}-bit` : undefined, t.hostController ? `host ${t.hostController}` : undefined]
        .filter(Boolean)
        .join(', ');
    case 'sata':
    case 'scsi':
      return [t.vendor, t.model, t.revision].filter(Boolean).join(' ');
    case 'virtio':
      return [t.pciAddress, t.serial ? `serial ${t.serial}` : undefined].filter(Boolean).join(', ');
    case 'other':
      return t.model ?? '';
  }
}

/** Pure: the `feelbench devices` table; `*` marks the disks under the asked path. */
export function renderDevices(disks: readonly ListedDisk[], target: DeviceRecord): string {
  const under = new Set(target.disks.map((disk) => disk.sysPath));
  const rows = disks.map((disk) => [
    `${under.has(disk.sysPath) ? '*' : ' '} ${disk.name}`,
    disk.transport.kind,
    formatBytes(disk.sizeBytes),
    disk.rotational === undefined ? '-' : disk.rotational ? 'yes' : 'no',
    disk.scheduler ?? '-',
    [...disk.mountPoints, ...disk.partitions.flatMap((part) => part.mountPoints.map((point) => `${point} (${part.name})`))].join(' ') || '-',
    disk.label,
  ]);
  const lines = [renderTable(['  disk', 'bus', 'size', 'rotational', 'sched', 'mounted', 'label'], rows).replace(/ +$/gm, '')];
  lines.push('');
  lines.push(describeTarget(target));
  for (const disk of target.disks) lines.push(`  ${disk.name}: ${diskDetails(disk)}`);
  return lines.join('\n');
}

export function describeTarget(target: DeviceRecord): string {
  const fs = target.filesystem;
  const where = fs ? ` (${fs.fsType} on ${fs.source}, ${fs.mountOptions.join(',')})` : '';
  const stack = target.stack.length > 0 ? ` via ${target.stack.map((layer) => `${layer.kind} ${layer.detail ?? layer.name}`).join(' -> ')}` : '';
  if (target.unknownReason) return `* ${target.target}: unknown device: ${target.unknownReason}${where}`;
  return `* ${target.target}${where}${stack}: ${target.label}`;
}
