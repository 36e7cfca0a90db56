import { createServer, type Server } from 'node:http';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompareReport } from '../../../src/compare/build.js';
import { createRealHost } from '../../../src/host/real-host.js';
import { findBrowser } from '../../../src/probes/chromium/find-browser.js';
import { renderCompareHtml } from '../../../src/report/compare-html.js';
import { fixtureCampaign, THREE_QUICK } from '../../unit/compare/fixtures.js';

/**
 * The HTML report of three real campaigns, served from 127.0.0.1 and opened in the system
 * Chromium: the charts must draw (non-empty SVG, one bar per device) and nothing may be
 * requested from anywhere else.
 */
const html = renderCompareHtml(buildCompareReport(THREE_QUICK.map(fixtureCampaign), { resamples: 1000 }), 'feelbench test');
let server: Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
  const host = createRealHost();
  const found = await findBrowser(host);
  if ('problem' in found) throw new Error(found.problem);
  browser = await puppeteer.launch({
    executablePath: found.path,
    headless: true,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--no-first-run',
      ...(host.isRoot() ? ['--no-sandbox'] : []),
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('the HTML report in headless Chromium', () => {
  it('renders every chart with its bars, and makes no request beyond 127.0.0.1', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      requested.push(request.url());
      if (request.url().startsWith(`${origin}/`)) void request.continue();
      else void request.abort();
    });
    await page.setViewport({ width: 1200, height: 900 });
    await page.goto(`${origin}/report.html`, { waitUntil: 'load' });

    const charts = await page.$$eval('svg[data-chart]', (svgs) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        const bars = [...svg.querySelectorAll('rect.bar')].map((bar) => (bar as unknown as { getBBox(): { width: number; height: number } }).getBBox());
        return { kind: svg.getAttribute('data-chart'), width: box.width, height: box.height, bars: bars.map((b) => ({ width: b.width, height: b.height })) };
      }),
    );
    // Six chromium metrics, three devices each; no boot or fio data in these campaigns.
    expect(charts).toHaveLength(6);
    for (const chart of charts) {
      expect(chart.kind).toBe('bar');
      expect(chart.width).toBeGreaterThan(300);
      expect(chart.height).toBeGreaterThan(200);
      expect(chart.bars).toHaveLength(3);
      for (const bar of chart.bars) {
        expect(bar.width).toBeGreaterThan(10);
        expect(bar.height).toBeGreaterThan(10);
      }
    }
    const screenshot = await page.screenshot({ fullPage: true });
    expect(screenshot.length).toBeGreaterThan(20_000);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    await page.close();
  });
});
