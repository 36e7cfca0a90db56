import { describe, expect, it } from 'vitest';
import { buildCharts } from '../../../src/report/charts/all-charts.js';
import { escapeXml, niceTicks } from '../../../src/report/charts/svg.js';
import { svgToPng } from '../../../src/report/png.js';
import { threeDeviceReport } from './synthetic-report.js';

describe('niceTicks', () => {
  it('round steps that cover the data', () => {
    expect(niceTicks(0, 2268)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(1500, 22000)).toEqual([0, 5000, 10000, 15000, 20000, 25000]);
  });
});

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
});

describe('buildCharts', () => {
  it('bar heights follow the medians, from a zero baseline', () => {
    const chart = buildCharts(threeDeviceReport()).find((one) => one.id === 'bar-chromium.process_ms');
    const heights = [...(chart?.svg ?? '').matchAll(/class="bar"[^>]*height="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(heights).toHaveLength(3);
    // microsd 1000, emmc 700, nvme 560 ms.
    expect(heights[1]! / heights[0]!).toBeCloseTo(0.7, 2);
    expect(heights[2]! / heights[0]!).toBeCloseTo(0.56, 2);
  });
});

describe('svgToPng', () => {
  it('renders a chart headless to a PNG twice the SVG size', async () => {
    const chart = buildCharts(threeDeviceReport())[0];
    const png = await svgToPng(chart?.svg ?? '');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(1280);
    expect(png.readUInt32BE(20)).toBe(720);
    const blank = await svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#fff"/></svg>');
    expect(png.length).toBeGreaterThan(blank.length * 5);
  });
});
