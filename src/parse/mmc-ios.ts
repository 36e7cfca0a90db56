/**
 * debugfs /sys/kernel/debug/mmcN/ios: the bus state of an SD/MMC host right now.
 * `key:<tabs or spaces>value` lines; numbers come first, words in parentheses.
 */
export interface MmcIos {
  clockHz?: number;
  actualClockHz?: number;
  busWidthBits?: number;
  /** `sd high-speed`, `mmc DDR52`, `sd uhs SDR104` ... */
  timing?: string;
  signalVoltage?: string;
}

export function parseMmcIos(text: string): MmcIos | undefined {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([a-z ]+):\s+(.*)$/.exec(line.trim());
    if (match?.[1] && match[2] !== undefined) fields.set(match[1], match[2].trim());
  }
  if (fields.size === 0) return undefined;
  const hertz = (key: string) => {
    const value = /^(\d+) Hz$/.exec(fields.get(key) ?? '')?.[1];
    return value !== undefined ? Number(value) : undefined;
  };
  const words = (key: string) => /\((.*)\)/.exec(fields.get(key) ?? '')?.[1];
  const width = /^(\d+) bits$/.exec(words('bus width') ?? '')?.[1];
  return {
    clockHz: hertz('clock'),
    actualClockHz: hertz('actual clock'),
    busWidthBits: width !== undefined ? Number(width) : undefined,
    timing: words('timing spec'),
    signalVoltage: words('signal voltage'),
  };
}
