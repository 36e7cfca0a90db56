import type { SysfsView } from '../host/sysfs.js';
import { parseMmcIos } from '../parse/mmc-ios.js';
import { mmcManufacturer } from './mmc-manufacturers.js';
import type { MmcDetails, NvmeDetails, ScsiDetails, TransportDetails, UsbDetails, VirtioDetails } from './model.js';
import { pcieLink } from './pcie.js';
import { ancestors, baseName, linkName, parentOf, readNumber, readString } from './sysfs-path.js';
import { knownBridge, usbGeneration } from './usb-bridges.js';

/**
 * Per-transport details, read from sysfs by walking up a disk's device path. sysfs, not
 * lsblk/systeminformation: lsblk in Debian 12 reports no transport for mmcblk devices,
 * systeminformation's diskLayout() drops disks that report no model (virtio, many SD
 * cards), and neither gives the PCIe link, the USB bridge id or the UAS/usb-storage driver.
 */
export async function readTransport(view: SysfsView, diskPath: string): Promise<TransportDetails> {
  const chain = ancestors(parentOf(diskPath));
  const subsystems = await Promise.all(chain.map((dir) => linkName(view, `${dir}/subsystem`)));
  const at = (subsystem: string) => {
    const index = subsystems.indexOf(subsystem);
    return index < 0 ? undefined : chain[index];
  };

  const usbInterface = chain.find((_dir, index) => subsystems[index] === 'usb' && /:\d+\.\d+$/.test(chain[index] ?? ''));
  if (usbInterface) return readUsb(view, diskPath, usbInterface, chain);
  const nvmeController = at('nvme');
  if (nvmeController || baseName(diskPath).startsWith('nvme')) return readNvme(view, diskPath, nvmeController);
  const mmcCard = at('mmc');
  if (mmcCard) return readMmc(view, mmcCard);
  const virtio = at('virtio');
  if (virtio) return readVirtio(view, diskPath, virtio);
  if (chain.some((dir) => /^ata\d+$/.test(baseName(dir)))) return readScsi(view, diskPath, 'sata');
  if (at('scsi')) return readScsi(view, diskPath, 'scsi');
  return { kind: 'other', model: await readString(view, `${diskPath}/device/model`) };
}

async function readNvme(view: SysfsView, diskPath: string, controllerFromPath: string | undefined): Promise<NvmeDetails> {
  const controller = controllerFromPath ?? (await nvmeControllerOfHead(view, diskPath));
  if (!controller) return { kind: 'nvme', model: await readString(view, `${diskPath}/device/model`) };
  const pci = await view.resolve(`${controller}/device`);
  const pciIsPci = pci ? (await linkName(view, `${pci}/subsystem`)) === 'pci' : false;
  return {
    kind: 'nvme',
    model: await readString(view, `${controller}/model`),
    serial: await readString(view, `${controller}/serial`),
    firmware: await readString(view, `${controller}/firmware_rev`),
    ...(pci && pciIsPci
      ? {
          pciAddress: baseName(pci),
          link: pcieLink({
            currentSpeed: await view.read(`${pci}/current_link_speed`),
            currentWidth: await view.read(`${pci}/current_link_width`),
            maxSpeed: await view.read(`${pci}/max_link_speed`),
            maxWidth: await view.read(`${pci}/max_link_width`),
          }),
        }
      : {}),
  };
}

/**
 * With native NVMe multipath (Debian kernels), nvme0n1 lives under
 * /sys/devices/virtual/nvme-subsystem/nvme-subsys0/ and the controllers are links there.
 */
async function nvmeControllerOfHead(view: SysfsView, diskPath: string): Promise<string | undefined> {
  const subsystem = parentOf(diskPath);
  for (const entry of await view.list(subsystem)) {
    if (!/^nvme\d+$/.test(entry)) continue;
    const controller = await view.resolve(`${subsystem}/${entry}`);
    if (controller && (await view.exists(`${controller}/transport`))) return controller;
  }
  return undefined;
}

async function readUsb(view: SysfsView, diskPath: string, usbInterface: string, chain: readonly string[]): Promise<UsbDetails> {
  const device = parentOf(usbInterface);
  const vendor = await view.read(`${device}/idVendor`);
  const product = await view.read(`${device}/idProduct`);
  const vendorProduct = vendor && product ? `${vendor}:${product}` : undefined;
  const manufacturer = await readString(view, `${device}/manufacturer`);
  const productName = await readString(view, `${device}/product`);
  const speedMbps = await readNumber(view, `${device}/speed`);
  const scsiDevice = await view.resolve(`${diskPath}/device`);
  // The root hub (usbN) sits right under the host controller.
  const rootHub = chain.find((dir) => /^usb\d+$/.test(baseName(dir)));
  const controller = rootHub ? parentOf(rootHub) : undefined;
  const controllerDriver = controller ? await linkName(view, `${controller}/driver`) : undefined;
  const selfName = [manufacturer, productName].filter(Boolean).join(' ');
  return {
    kind: 'usb',
    vendorProduct,
    bridge: (vendorProduct && knownBridge(vendorProduct)) || dedupeWords(selfName) || undefined,
    manufacturer,
    product: productName,
    driver: await linkName(view, `${usbInterface}/driver`),
    speedMbps,
    generation: speedMbps !== undefined ? usbGeneration(speedMbps) : undefined,
    driveVendor: scsiDevice ? await readString(view, `${scsiDevice}/vendor`) : undefined,
    driveModel: scsiDevice ? await readString(view, `${scsiDevice}/model`) : undefined,
    hostController: controller ? [baseName(controller), controllerDriver].filter(Boolean).join(' ') : undefined,
  };
}

/** `QEMU QEMU USB HARDDRIVE` -> `QEMU USB HARDDRIVE` (products often repeat the maker). */
export function dedupeWords(text: string): string {
  const words = text.split(' ').filter(Boolean);
  return words.filter((word, index) => index === 0 || word.toLowerCase() !== words[index - 1]?.toLowerCase()).join(' ');
}

async function readMmc(view: SysfsView, card: string): Promise<MmcDetails> {
  const cardType = await readString(view, `${card}/type`);
  const manfid = await readString(view, `${card}/manfid`);
  // card -> mmc_host/mmcN -> the controller (platform device or PCI function)
  const hostClass = parentOf(card); // .../mmc_host/mmcN
  const host = parentOf(parentOf(hostClass));
  const timing = await readString(view, `${card}/ios_timing`);
  // debugfs is readable by root only; without it clock and width stay unknown.
  const ios = parseMmcIos((await view.read(`/sys/kernel/debug/${baseName(hostClass)}/ios`)) ?? '');
  return {
    kind: 'mmc',
    cardType,
    name: await readString(view, `${card}/name`),
    manfid,
    manufacturer: manfid ? mmcManufacturer(manfid, cardType) : undefined,
    oemid: await readString(view, `${card}/oemid`),
    serial: await readString(view, `${card}/serial`),
    date: await readString(view, `${card}/date`),
    timing: (timing ? (/\((.*)\)/.exec(timing)?.[1] ?? timing) : undefined) ?? ios?.timing,
    clockHz: ios?.actualClockHz ?? ios?.clockHz,
    busWidthBits: ios?.busWidthBits,
    hostController: baseName(host),
    hostOnPci: (await linkName(view, `${host}/subsystem`)) === 'pci',
  };
}

async function readVirtio(view: SysfsView, diskPath: string, virtio: string): Promise<VirtioDetails> {
  const parent = parentOf(virtio);
  const onPci = (await linkName(view, `${parent}/subsystem`)) === 'pci';
  return { kind: 'virtio', serial: await readString(view, `${diskPath}/serial`), ...(onPci ? { pciAddress: baseName(parent) } : {}) };
}

async function readScsi(view: SysfsView, diskPath: string, kind: 'sata' | 'scsi'): Promise<ScsiDetails> {
  const device = `${diskPath}/device`;
  return {
    kind,
    vendor: await readString(view, `${device}/vendor`),
    model: await readString(view, `${device}/model`),
    revision: await readString(view, `${device}/rev`),
  };
}
