import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import chalk from 'chalk';
import { CampaignStore } from '../campaign/store.js';
import { feelbenchVersion } from '../campaign/versions.js';
import { buildCompareReport } from '../compare/build.js';
import { loadCampaign } from '../compare/load.js';
import type { CompareReport } from '../compare/model.js';
import { UserError } from '../errors.js';
import { writeFileAtomicSync } from '../host/files.js';
import { buildCharts } from '../report/charts/all-charts.js';
import { renderCompareJson, renderSamplesCsv, renderSummaryCsv } from '../report/compare-data.js';
import { renderCompareHtml } from '../report/compare-html.js';
import { renderCompareMarkdown } from '../report/compare-markdown.js';
import { renderCampaignSummary, plainStyle } from '../report/terminal.js';
import { summarizeCampaign } from '../stats/campaign-summary.js';
import { plainCompareStyle, renderCompareTerminal, type CompareStyle } from '../report/compare-terminal.js';
import type { ReportFormat } from './report-formats.js';


export const colourCompareStyle: CompareStyle = {
  better: (t) => chalk.green(t),
  worse: (t) => chalk.red(t),
  warn: (t) => chalk.yellow(t),
  dim: (t) => chalk.dim(t),
  bold: (t) => chalk.bold(t),
};

export const DEFAULT_PNG_DIR = 'feelbench-charts';

function writeText(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomicSync(path, content);
  process.stderr.write(`wrote ${path}\n`);
}

/**
 * Writes a compare report in one format: to stdout, or to --out (a file; a folder for
 * png). CSV to a file also writes every sample beside it (`<name>.samples.csv`).
 */
export async function writeCompareReport(report: CompareReport, format: ReportFormat, out: string | undefined, version: string): Promise<void> {
  switch (format) {
    case 'terminal': {
      const colour = !out && process.stdout.isTTY;
      const text = `${renderCompareTerminal(report, colour ? colourCompareStyle : plainCompareStyle)}\n`;
      if (out) writeText(out, text);
      else process.stdout.write(text);
      return;
    }
    case 'markdown':
    case 'html':
    case 'json': {
      const text =
        format === 'markdown' ? renderCompareMarkdown(report) : format === 'html' ? renderCompareHtml(report, `feelbench ${version}`) : renderCompareJson(report);
      if (out) writeText(out, text);
      else process.stdout.write(text);
      return;
    }
    case 'csv': {
      if (!out) {
        process.stdout.write(renderSummaryCsv(report));
        process.stderr.write('note: the samples CSV is written only with --out FILE.csv (beside it, as FILE.samples.csv)\n');
        return;
      }
      writeText(out, renderSummaryCsv(report));
      writeText(out.replace(/(\.csv)?$/, '.samples.csv'), renderSamplesCsv(report));
      return;
    }
    case 'png': {
      const { svgToPng } = await import('../report/png.js');
      const dir = out ?? DEFAULT_PNG_DIR;
      mkdirSync(dir, { recursive: true });
      const charts = buildCharts(report);
      if (charts.length === 0) throw new UserError('nothing to chart: no metric has ok samples', 1);
      for (const chart of charts) {
        const path = join(dir, `${chart.id}.png`);
        writeFileSync(path, await svgToPng(chart.svg));
        process.stderr.write(`wrote ${path}\n`);
      }
      return;
    }
  }
}

/** `feelbench report --format/--out`: one campaign; the terminal format is the usual summary. */
export async function writeCampaignReport(dir: string, format: ReportFormat, out: string | undefined): Promise<void> {
  if (format === 'terminal') {
    const store = CampaignStore.open(dir);
    const campaign = store.loadCampaign();
    const text = `${renderCampaignSummary(campaign, summarizeCampaign(campaign, store.readTrials().trials), plainStyle)}\n`;
    if (out) writeText(out, text);
    else process.stdout.write(text);
    return;
  }
  await writeCompareReport(buildCompareReport([loadCampaign(dir)]), format, out, feelbenchVersion());
}
