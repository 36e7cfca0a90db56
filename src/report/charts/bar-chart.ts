import type { MetricComparison } from '../../stats/device-comparison.js';
import { formatValue } from '../format.js';
import { colourAt, escapeXml, niceTicks, svgDocument, text, tickLabel } from './svg.js';

const WIDTH = 640;
const HEIGHT = 360;
const MARGIN = { top: 64, right: 20, bottom: 56, left: 64 };

/**
 * One metric, one bar per device: the median, with the 95% bootstrap CI of the median as
 * error bar (the kind of chart in the NVMe-boot post). Bars start at zero, always.
 */
export function barChartSvg(metric: MetricComparison, baseline: string): string {
  const devices = metric.devices.filter((device) => device.summary !== null);
  const highs = devices.map((device) => Math.max(device.medianCi?.high ?? 0, device.summary?.median ?? 0));
  const ticks = niceTicks(0, Math.max(...highs, 0) || 1);
  const top = ticks[ticks.length - 1] as number;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (value: number): number => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(devices.length, 1);
  const barWidth = Math.min(80, slot * 0.6);
  const direction = metric.direction === 'lower-is-better' ? 'lower is better' : metric.direction === 'higher-is-better' ? 'higher is better' : '';
  const title = `${metric.key} (${metric.unit})`;
  const body: string[] = [
    text(MARGIN.left, 20, title, 'font-size="15" font-weight="bold"'),
    text(MARGIN.left, 36, `median per device, error bars: 95% bootstrap CI of the median${direction ? `; ${direction}` : ''}`, 'font-size="11" fill="#555555"'),
  ];
  for (const tick of ticks) {
    body.push(`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#e5e5e5"/>`);
    body.push(text(MARGIN.left - 6, y(tick) + 4, tickLabel(tick), 'text-anchor="end" fill="#555555"'));
  }
  devices.forEach((device, index) => {
    const summary = device.summary;
    if (!summary) return;
    const centre = MARGIN.left + slot * (index + 0.5);
    const x = centre - barWidth / 2;
    const barTop = y(summary.median);
    body.push(
      `<rect class="bar" data-device="${escapeXml(device.device)}" data-value="${summary.median}" x="${x.toFixed(1)}" y="${barTop.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(y(0) - barTop).toFixed(1)}" fill="${colourAt(index)}"/>`,
    );
    if (device.medianCi) {
      const low = y(device.medianCi.low);
      const high = y(device.medianCi.high);
      body.push(
        `<path class="error-bar" d="M${centre.toFixed(1)} ${low.toFixed(1)}V${high.toFixed(1)}M${(centre - 8).toFixed(1)} ${low.toFixed(1)}h16M${(centre - 8).toFixed(1)} ${high.toFixed(1)}h16" stroke="#222222" stroke-width="1.5" fill="none"/>`,
      );
    }
    const labelY = Math.min(barTop, device.medianCi ? y(device.medianCi.high) : barTop) - 6;
    body.push(text(centre, labelY, formatValue(summary.median, metric.unit), 'text-anchor="middle" font-size="11"'));
    const name = device.device === baseline ? `${device.device} (baseline)` : device.device;
    body.push(text(centre, HEIGHT - MARGIN.bottom + 18, name, 'text-anchor="middle"'));
    body.push(text(centre, HEIGHT - MARGIN.bottom + 34, `n = ${summary.n}`, 'text-anchor="middle" font-size="10" fill="#555555"'));
  });
  body.push(`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}" stroke="#333333"/>`);
  return svgDocument('bar', WIDTH, HEIGHT, title, body);
}
