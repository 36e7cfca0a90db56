/**
 * File system type, label and UUID of every partition, through systeminformation's
 * blockDevices() (lsblk, which reads udev's blkid results). That is the right tool here:
 * sysfs knows block devices but not what is written on them. It is not used to identify
 * the disks (see device/transports.ts). Imported lazily: it is a large module.
 */
export interface PartitionFilesystem {
  name: string;
  fsType?: string;
  label?: string;
  uuid?: string;
  mount?: string;
}

export async function listFilesystems(): Promise<PartitionFilesystem[]> {
  const si = await import('systeminformation');
  const devices = await si.blockDevices();
  return devices.map((device) => ({
    name: device.name,
    fsType: device.fsType || undefined,
    label: device.label || undefined,
    uuid: device.uuid || undefined,
    mount: device.mount || undefined,
  }));
}
