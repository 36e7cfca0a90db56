import type { PcieLink } from './model.js';

/** Transfer rate per lane to PCIe generation: 2.5 GT/s is Gen1 ... 64 GT/s is Gen6. */
const GENERATIONS: readonly [number, number][] = [
  [2.5, 1],
  [5, 2],
  [8, 3],
  [16, 4],
  [32, 5],
  [64, 6],
];

/** `8.0 GT/s PCIe` (sysfs current_link_speed / max_link_speed) -> 8 */
export function parseLinkSpeed(text: string | undefined): number | undefined {
  const match = /^([\d.]+)\s*GT\/s/.exec(text ?? '');
  return match?.[1] ? Number(match[1]) : undefined;
}

export function pcieGeneration(gtPerSecond: number | undefined): number | undefined {
  if (gtPerSecond === undefined) return undefined;
  return GENERATIONS.find(([rate]) => Math.abs(rate - gtPerSecond) < 0.01)?.[1];
}

/** `Unknown` or `255` widths come from devices without a link (PCIe-less busses). */
function parseWidth(text: string | undefined): number | undefined {
  const width = Number(text);
  return Number.isInteger(width) && width > 0 && width <= 32 ? width : undefined;
}

export function pcieLink(attributes: {
  currentSpeed?: string;
  currentWidth?: string;
  maxSpeed?: string;
  maxWidth?: string;
}): PcieLink | undefined {
  const current = parseLinkSpeed(attributes.currentSpeed);
  const max = parseLinkSpeed(attributes.maxSpeed);
  if (current === undefined && max === undefined) return undefined;
  const currentWidth = parseWidth(attributes.currentWidth);
  const maxWidth = parseWidth(attributes.maxWidth);
  const slower = current !== undefined && max !== undefined && current < max;
  const narrower = currentWidth !== undefined && maxWidth !== undefined && currentWidth < maxWidth;
  return {
    currentSpeed: attributes.currentSpeed,
    currentWidth,
    maxSpeed: attributes.maxSpeed,
    maxWidth,
    currentGen: pcieGeneration(current),
    maxGen: pcieGeneration(max),
    downgraded: slower || narrower,
  };
}

/** `PCIe Gen2 x1`, with `, max Gen3 x4` when downgraded. */
export function describeLink(link: PcieLink): string {
  const part = (gen: number | undefined, width: number | undefined) =>
    [gen !== undefined ? `Gen${gen}` : undefined, width !== undefined ? `x${width}` : undefined].filter(Boolean).join(' ');
  const current = part(link.currentGen, link.currentWidth);
  if (!link.downgraded) return `PCIe ${current}`;
  return `PCIe ${current}, max ${part(link.maxGen, link.maxWidth)}`;
}
