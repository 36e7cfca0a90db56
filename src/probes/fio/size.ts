/**
 * Sizes as people write them: `1GiB`, `512MiB`, `256M`, `4g`, `1048576`. K/M/G/T are
 * binary like fio's own default (kb_base=1024), so `1G` and `1GiB` are the same file.
 * Pure; undefined when the text is not a size.
 */
const FACTORS: Record<string, number> = { '': 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30, t: 2 ** 40 };

export function parseSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
  if (!match) return undefined;
  const factor = FACTORS[(match[2] ?? '').toLowerCase()];
  if (factor === undefined) return undefined;
  const bytes = Math.floor(Number(match[1]) * factor);
  return bytes > 0 ? bytes : undefined;
}

/** 1073741824 -> `1 GiB`, for messages. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
