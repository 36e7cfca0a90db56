/**
 * USB storage bridge chips by vendor:product id, named as in the linux-usb.org usb.ids
 * list (Debian package usb.ids 2025.07.26), shortened to the chip name. Bridges not in
 * this table are named by the strings the device reports about itself.
 */
const BRIDGES: Readonly<Record<string, string>> = {
  // JMicron
  '152d:0539': 'JMicron JMS539/567',
  '152d:0562': 'JMicron JMS567',
  '152d:0567': 'JMicron JMS567',
  '152d:0578': 'JMicron JMS578',
  '152d:578e': 'JMicron JMS578',
  '152d:0583': 'JMicron JMS583',
  '152d:1561': 'JMicron JMS561U',
  '152d:2329': 'JMicron JM20329',
  '152d:2338': 'JMicron JM20337',
  '152d:2339': 'JMicron JM20339',
  '152d:2590': 'JMicron JMS567',
  '152d:3562': 'JMicron JMS567',
  // ASMedia
  '174c:1153': 'ASMedia ASM1153',
  '174c:5106': 'ASMedia ASM1051',
  '174c:5136': 'ASMedia ASM1053',
  '174c:55aa': 'ASMedia ASM1051E/ASM1053E/ASM1153E',
  // Realtek
  '0bda:9210': 'Realtek RTL9210',
  // VIA Labs
  '2109:0700': 'VIA VL700',
  '2109:0701': 'VIA VL701',
  '2109:0711': 'VIA VL711',
  '2109:0715': 'VIA VL817',
};

export function knownBridge(vendorProduct: string): string | undefined {
  return BRIDGES[vendorProduct.toLowerCase()];
}

/** Negotiated speed in Mb/s (sysfs `speed`) to the name people use. */
export function usbGeneration(speedMbps: number): string | undefined {
  if (speedMbps >= 20000) return 'USB 3.2 Gen 2x2';
  if (speedMbps >= 10000) return 'USB 3.1 Gen 2';
  if (speedMbps >= 5000) return 'USB 3';
  if (speedMbps >= 480) return 'USB 2';
  if (speedMbps > 0) return 'USB 1.1';
  return undefined;
}
