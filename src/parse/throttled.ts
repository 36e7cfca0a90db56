/**
 * `vcgencmd get_throttled` on a Raspberry Pi prints `throttled=0x50005`. The low 16 bits
 * say what is happening now, the high 16 bits what has happened since boot. Bit meanings
 * from the Raspberry Pi documentation (vcgencmd, get_throttled).
 */
export interface ThrottledState {
  raw: string;
  value: number;
  /** Words for every bit that is set: `under-voltage now`, `throttling has occurred` ... */
  flags: string[];
}

const BITS: readonly [number, string][] = [
  [0, 'under-voltage now'],
  [1, 'ARM frequency capped now'],
  [2, 'throttled now'],
  [3, 'soft temperature limit now'],
  [16, 'under-voltage has occurred'],
  [17, 'ARM frequency capping has occurred'],
  [18, 'throttling has occurred'],
  [19, 'soft temperature limit has occurred'],
];

export function parseThrottled(text: string): ThrottledState | undefined {
  const match = /throttled=(0x[0-9a-fA-F]+)/.exec(text);
  if (!match?.[1]) return undefined;
  const value = parseInt(match[1], 16);
  return { raw: match[1], value, flags: BITS.filter(([bit]) => (value >> bit) & 1).map(([, word]) => word) };
}
