import { describe, expect, it } from 'vitest';
import { buildCompareReport } from '../../../src/compare/build.js';
import { renderCompareJson, renderSamplesCsv, renderSummaryCsv } from '../../../src/report/compare-data.js';
import { renderCompareHtml } from '../../../src/report/compare-html.js';
import { renderCompareMarkdown } from '../../../src/report/compare-markdown.js';
import { plainCompareStyle, renderCompareTerminal, type CompareStyle } from '../../../src/report/compare-terminal.js';
import { fixtureCampaign, THREE_QUICK } from '../compare/fixtures.js';
import { threeDeviceReport } from './synthetic-report.js';

const marking: CompareStyle = { ...plainCompareStyle, better: (t) => `<better>${t}</better>`, worse: (t) => `<worse>${t}</worse>`, warn: (t) => `<warn>${t}</warn>` };

describe('terminal', () => {
  const report = threeDeviceReport();

  it('colours only verdict cells that mean something, and keeps the table aligned', () => {
    const text = renderCompareTerminal(report, marking);
    expect(text).toMatch(/<better>\s*faster<\/better>/);
    expect(text).not.toMatch(/<better>[^<]*no clear difference/);
    const plainLines = renderCompareTerminal(report).split('\n');
    const header = plainLines.find((line) => line.startsWith('metric'));
    const rows = plainLines.filter((line) => /^(chromium|boot|fio)\./.test(line) && line.includes('faster'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.length).toBe(header?.length);
  });

  it('flags differing scenario settings', () => {
    const flagged = { ...report, scenarioDifferences: [{ path: 'probes.0.runs', values: ['1', '3'] }] };
    expect(renderCompareTerminal(flagged, marking)).toContain('<warn>flag: scenario setting probes.0.runs differs: 1 / 3</warn>');
  });
});

describe('markdown', () => {
  it('sentences, one table row per metric and device, fio correlation, devices', () => {
    const report = threeDeviceReport();
    const markdown = renderCompareMarkdown(report);
    expect(markdown).toContain('### The answer');
    expect(markdown).toMatch(/^- nvme opens Chromium, loads the page and quits 44% faster than microsd \(95% CI \d+-\d+%, 3 trials each\)\.$/m);
    const tableRows = markdown.split('\n').filter((line) => /^\| (chromium|boot|fio)\./.test(line));
    expect(tableRows).toHaveLength(5 * 3);
    expect(markdown).toContain('best predicted by');
    expect(markdown).toMatch(/^\| microsd \| - \| - \| - \| id-microsd \| 3 \|/m);
  });
});

describe('html', () => {
  const html = renderCompareHtml(threeDeviceReport(), 'feelbench test');

  it('is one self-contained document: a CSP that forbids fetching, no external reference', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    // The only URL is the SVG namespace, an identifier that is never fetched.
    expect(html.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, '')).not.toMatch(/https?:|src=|href=|<script|<link/);
  });

  it('has a bar chart per metric with a bar per device, stacked boot phases and a scatter per felt metric', () => {
    expect(html.match(/data-chart="bar"/g)).toHaveLength(5);
    expect(html.match(/class="bar"/g)).toHaveLength(5 * 3);
    expect(html.match(/class="error-bar"/g)).toHaveLength(5 * 3);
    expect(html.match(/data-chart="stacked"/g)).toHaveLength(1);
    expect(html.match(/class="segment"/g)).toHaveLength(2 * 3);
    expect(html.match(/data-chart="scatter"/g)).toHaveLength(3);
  });

  it('escapes device names', () => {
    const report = threeDeviceReport();
    report.comparison.devices[0] = '<b>sd</b>';
    expect(renderCompareHtml(report)).toContain('&lt;b&gt;sd&lt;/b&gt;');
  });
});

describe('csv and json of real campaigns', () => {
  const report = buildCompareReport(THREE_QUICK.map(fixtureCampaign), { resamples: 500 });

  it('samples CSV: a line per stored sample (warm-up included and marked), values unrounded', () => {
    const lines = renderSamplesCsv(report).trimEnd().split('\n');
    const stored = report.trials.reduce((sum, one) => sum + one.trials.reduce((n, trial) => n + trial.samples.length, 0), 0);
    expect(lines).toHaveLength(stored + 1);
    expect(lines[0]).toBe('device,campaign,trial,warmup,attempt,probe,metric,unit,run,cache,state,value,error_code,error_message');
    const first = report.trials[0]?.trials[0]?.samples[0];
    expect(lines[1]).toBe(`vm-idle-a,${report.trials[0]?.campaign},0,true,1,chromium,${first?.metric},ms,0,warm,ok,${first?.state === 'ok' ? String(first.value) : ''},,`);
  });

  it('summary CSV: a line per device and metric, with the comparison', () => {
    const lines = renderSummaryCsv(report).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 6 * 3);
    expect(lines.filter((line) => line.endsWith(',baseline'))).toHaveLength(6);
  });

  it('JSON holds summaries and every sample and parses back', () => {
    const parsed = JSON.parse(renderCompareJson(report)) as { format: string; comparison: { metrics: unknown[] }; trials: Array<{ trials: unknown[] }> };
    expect(parsed.format).toBe('feelbench-compare');
    expect(parsed.comparison.metrics).toHaveLength(6);
    expect(parsed.trials.map((one) => one.trials.length)).toEqual([6, 6, 6]);
  });
});
