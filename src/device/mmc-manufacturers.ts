/**
 * Card manufacturer ids (CID MID byte) to names. SD and MMC use different id spaces.
 * Source: mmc-utils lsmmc.c manufacturer database (kernel.org utils/mmc/mmc-utils).
 * Ids are not officially published; names with a slash are ids seen from several brands.
 */
const SD: Readonly<Record<number, string>> = {
  0x01: 'Panasonic',
  0x02: 'Toshiba/Kingston/Viking',
  0x03: 'SanDisk',
  0x08: 'Silicon Power',
  0x18: 'Infineon',
  0x1b: 'Transcend/Samsung',
  0x1c: 'Transcend',
  0x1d: 'Corsair/AData',
  0x1e: 'Transcend',
  0x1f: 'Kingston',
  0x27: 'Delkin/Phison',
  0x28: 'Lexar',
  0x30: 'SanDisk',
  0x31: 'Silicon Power',
  0x33: 'STMicroelectronics',
  0x41: 'Kingston',
  0x6f: 'STMicroelectronics',
  0x74: 'Transcend',
  0x76: 'Patriot',
  0x82: 'Gobe/Sony',
};

const MMC: Readonly<Record<number, string>> = {
  0x00: 'SanDisk',
  0x02: 'Kingston/SanDisk',
  0x03: 'Toshiba',
  0x11: 'Toshiba',
  0x13: 'Micron',
  0x15: 'Samsung/SanDisk/LG',
  0x37: 'KingMax',
  0x44: 'ATP',
  0x45: 'SanDisk',
  0x2c: 'Kingston',
  0x70: 'Kingston',
  0xfe: 'Micron',
};

/** `manfid` is the sysfs text (`0x000003`); cardType is sysfs `type` (`SD`, `MMC`). */
export function mmcManufacturer(manfid: string, cardType: string | undefined): string | undefined {
  const id = parseInt(manfid, 16);
  if (!Number.isFinite(id)) return undefined;
  return cardType === 'MMC' ? MMC[id] : SD[id];
}
