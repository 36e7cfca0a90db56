/** Small helpers for hand-written SVG: no library, nothing fetched, renders offline. */

export const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';

/** Okabe-Ito colours: distinguishable with common colour-vision deficiencies. */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

export function colourAt(index: number): string {
  return PALETTE[index % PALETTE.length] as string;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** 1, 2 or 5 times a power of ten, so axis labels are round numbers. */
export function niceStep(range: number, targetTicks: number): number {
  if (!(range > 0)) return 1;
  const raw = range / targetTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

export function niceTicks(min: number, max: number, targetTicks = 5): number[] {
  const step = niceStep(max - min, targetTicks);
  const ticks: number[] = [];
  // From the step at or below min to the step at or above max, so the data fits inside.
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step - 1e-9);
  for (let k = first; k <= Math.max(last, first + 1); k++) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

export function tickLabel(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 10_000) return `${(value / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`;
  return value.toLocaleString('en-US', { maximumFractionDigits: magnitude >= 10 ? 0 : 2 });
}

export function text(x: number, y: number, content: string, attributes = ''): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${attributes}>${escapeXml(content)}</text>`;
}

/** The SVG root: explicit size (so PNG renderers need no CSS), a white background and a title. */
export function svgDocument(kind: string, width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" data-chart="${escapeXml(kind)}" role="img" font-family="${FONT}" font-size="12">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}
