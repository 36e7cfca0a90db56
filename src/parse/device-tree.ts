/**
 * /proc/device-tree/compatible: NUL-separated strings from the most specific (the board)
 * to the most generic (the SoC): `raspberrypi,5-model-b\0brcm,bcm2712\0`.
 */
export function parseCompatible(text: string): string[] {
  return text
    .split('\0')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The SoC: the last compatible string, without its vendor prefix (`bcm2712`). */
export function socFromCompatible(text: string): string | undefined {
  const entries = parseCompatible(text);
  if (entries.length < 2) return undefined; // a board alone names no SoC
  const last = entries[entries.length - 1] ?? '';
  return last.includes(',') ? last.slice(last.indexOf(',') + 1) : last;
}
