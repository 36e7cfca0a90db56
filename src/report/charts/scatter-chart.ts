import type { CorrelationRow } from '../../stats/felt-vs-fio.js';
import { colourAt, escapeXml, niceTicks, svgDocument, text, tickLabel } from './svg.js';

const WIDTH = 640;
const HEIGHT = 400;
const MARGIN = { top: 48, right: 30, bottom: 56, left: 72 };

function axisRange(values: readonly number[]): number[] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.1 || Math.abs(high) * 0.1 || 1;
  return niceTicks(Math.max(0, low - pad), high + pad);
}

/** Felt metric (y) against fio metric (x): one labelled point per device, with r and rho. */
export function scatterChartSvg(row: CorrelationRow): string {
  const xTicks = axisRange(row.points.map((point) => point.x));
  const yTicks = axisRange(row.points.map((point) => point.y));
  const [x0, x1] = [xTicks[0] as number, xTicks[xTicks.length - 1] as number];
  const [y0, y1] = [yTicks[0] as number, yTicks[yTicks.length - 1] as number];
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (value: number): number => MARGIN.left + ((value - x0) / (x1 - x0 || 1)) * plotWidth;
  const y = (value: number): number => MARGIN.top + plotHeight - ((value - y0) / (y1 - y0 || 1)) * plotHeight;
  const title = `${row.felt} vs ${row.fio}`;
  const body: string[] = [
    text(MARGIN.left, 20, title, 'font-size="15" font-weight="bold"'),
    text(MARGIN.left, 36, `device medians; Spearman ${row.spearman?.toFixed(2) ?? '-'}, Pearson ${row.pearson?.toFixed(2) ?? '-'}, n = ${row.n}`, 'font-size="11" fill="#555555"'),
  ];
  for (const tick of xTicks) {
    body.push(`<line x1="${x(tick).toFixed(1)}" x2="${x(tick).toFixed(1)}" y1="${MARGIN.top}" y2="${HEIGHT - MARGIN.bottom}" stroke="#eeeeee"/>`);
    body.push(text(x(tick), HEIGHT - MARGIN.bottom + 16, tickLabel(tick), 'text-anchor="middle" fill="#555555"'));
  }
  for (const tick of yTicks) {
    body.push(`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#eeeeee"/>`);
    body.push(text(MARGIN.left - 6, y(tick) + 4, tickLabel(tick), 'text-anchor="end" fill="#555555"'));
  }
  body.push(text(MARGIN.left + plotWidth / 2, HEIGHT - 12, row.fio, 'text-anchor="middle"'));
  body.push(text(16, MARGIN.top + plotHeight / 2, row.felt, `text-anchor="middle" transform="rotate(-90 16 ${(MARGIN.top + plotHeight / 2).toFixed(1)})"`));
  row.points.forEach((point, index) => {
    body.push(
      `<circle class="point" data-device="${escapeXml(point.device)}" cx="${x(point.x).toFixed(1)}" cy="${y(point.y).toFixed(1)}" r="6" fill="${colourAt(index)}"/>`,
    );
    body.push(text(x(point.x) + 9, y(point.y) - 8, point.device, 'font-size="11"'));
  });
  return svgDocument('scatter', WIDTH, HEIGHT, title, body);
}
