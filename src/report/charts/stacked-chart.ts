import type { MetricComparison } from '../../stats/device-comparison.js';
import { colourAt, escapeXml, niceTicks, svgDocument, text, tickLabel } from './svg.js';

const WIDTH = 640;
const MARGIN = { top: 56, right: 20, bottom: 40, left: 120 };
const ROW = 34;

export interface StackedPhase {
  metric: MetricComparison;
  label: string;
}

/** Horizontal bars per device, one segment per phase (medians, stacked in boot order). */
export function stackedChartSvg(title: string, phases: readonly StackedPhase[], devices: readonly string[]): string {
  const medianOf = (phase: StackedPhase, device: string): number => phase.metric.devices.find((one) => one.device === device)?.summary?.median ?? 0;
  const totals = devices.map((device) => phases.reduce((sum, phase) => sum + medianOf(phase, device), 0));
  const ticks = niceTicks(0, Math.max(...totals, 0) * 1.05 || 1);
  const end = ticks[ticks.length - 1] as number;
  const height = MARGIN.top + devices.length * ROW + MARGIN.bottom;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const x = (value: number): number => MARGIN.left + (value / end) * plotWidth;
  const body: string[] = [text(MARGIN.left, 20, title, 'font-size="15" font-weight="bold"')];
  phases.forEach((phase, index) => {
    const legendX = MARGIN.left + index * 100;
    body.push(`<rect x="${legendX}" y="30" width="10" height="10" fill="${colourAt(index)}"/>`);
    body.push(text(legendX + 14, 39, phase.label, 'font-size="11"'));
  });
  for (const tick of ticks) {
    body.push(`<line x1="${x(tick).toFixed(1)}" x2="${x(tick).toFixed(1)}" y1="${MARGIN.top}" y2="${height - MARGIN.bottom}" stroke="#e5e5e5"/>`);
    body.push(text(x(tick), height - MARGIN.bottom + 16, tickLabel(tick), 'text-anchor="middle" fill="#555555"'));
  }
  devices.forEach((device, row) => {
    const top = MARGIN.top + row * ROW + 6;
    body.push(text(MARGIN.left - 8, top + 15, device, 'text-anchor="end"'));
    let start = 0;
    phases.forEach((phase, index) => {
      const value = medianOf(phase, device);
      body.push(
        `<rect class="segment" data-device="${escapeXml(device)}" data-phase="${escapeXml(phase.label)}" data-value="${value}" x="${x(start).toFixed(1)}" y="${top}" width="${(x(start + value) - x(start)).toFixed(1)}" height="${ROW - 12}" fill="${colourAt(index)}"/>`,
      );
      start += value;
    });
  });
  body.push(text(WIDTH - MARGIN.right, height - 6, 'ms (median per phase)', 'text-anchor="end" font-size="10" fill="#555555"'));
  return svgDocument('stacked', WIDTH, height, title, body);
}
