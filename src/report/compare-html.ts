import type { CompareReport } from '../compare/model.js';
import { buildCharts } from './charts/all-charts.js';
import { escapeXml as escape } from './charts/svg.js';
import { compareRows, COMPARE_HEADER, rowCells, TABLE_NOTES } from './compare-rows.js';
import { correlationSentences, headlineSentences, transportSentences } from './compare-sentences.js';
import { deviceFactRows, DEVICE_FACT_HEADER } from './compare-facts.js';
import { describeWarning } from './warning-text.js';

const STYLE = `
body { font-family: DejaVu Sans, Helvetica, Arial, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #222; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 0.85rem; margin: 0.5rem 0; }
th, td { border: 1px solid #ddd; padding: 0.25rem 0.5rem; text-align: right; }
th:first-child, td:first-child, td.text { text-align: left; }
tr.baseline td { background: #f6f6f6; }
td.better { color: #006d2c; font-weight: bold; } td.worse { color: #a50f15; font-weight: bold; } td.few { color: #8a6d00; }
.flag { background: #fff4e5; border-left: 4px solid #e69f00; padding: 0.5rem 1rem; }
.charts { display: flex; flex-wrap: wrap; gap: 1rem; } .charts figure { margin: 0; }
.note { color: #555; font-size: 0.8rem; }
`;

function table(header: readonly string[], rows: ReadonlyArray<{ cells: readonly string[]; rowClass?: string; cellClass?: (index: number) => string | undefined }>): string {
  const head = `<tr>${header.map((cell) => `<th>${escape(cell)}</th>`).join('')}</tr>`;
  const body = rows
    .map(
      (row) =>
        `<tr${row.rowClass ? ` class="${row.rowClass}"` : ''}>${row.cells
          .map((cell, index) => {
            const cls = row.cellClass?.(index);
            return `<td${cls ? ` class="${cls}"` : ''}>${escape(cell)}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table>\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

const VERDICT_CLASS: Record<string, string> = { better: 'better', worse: 'worse', 'too-few-trials': 'few' };

/**
 * Pure: one self-contained HTML file (inline CSS and SVG, no scripts, a CSP that forbids
 * every fetch), so it opens offline and can be mailed or attached as is.
 */
export function renderCompareHtml(report: CompareReport, generatedBy = 'feelbench'): string {
  const { comparison } = report;
  const title = `feelbench: ${comparison.devices.join(' vs ')}`;
  const flags = [
    ...report.scenarioDifferences.map((d) => `scenario setting ${d.path} differs: ${d.values.join(' / ')}`),
    ...report.hostDifferences.map((d) => `host ${d.path} differs: ${d.values.join(' / ')}`),
  ];
  const charts = buildCharts(report);
  const rows = compareRows(report);
  const correlation = report.feltVsFio.computable
    ? `<details><summary>Every felt metric against every fio metric (${report.feltVsFio.rows.length} pairs)</summary>\n` + table(
        ['felt metric', 'fio metric', 'n (devices)', 'Spearman', 'Pearson'],
        report.feltVsFio.rows.map((row) => ({
          cells: [row.felt, row.fio, String(row.n), row.spearman?.toFixed(3) ?? '-', row.pearson?.toFixed(3) ?? '-'],
          cellClass: (index) => (index === 1 ? 'text' : undefined),
        })),
      ) + '\n</details>'
    : '';
  const warnings = report.devices.flatMap((device) =>
    device.warnings.map((warning) => {
      const text = describeWarning(warning);
      return `<li><b>${escape(device.device.label)}</b>: ${escape(text.message)} <span class="note">(${escape(text.advice)})</span></li>`;
    }),
  );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escape(title)}</h1>
<p>Scenario <code>${escape(report.scenarioName)}</code>; baseline <b>${escape(comparison.baseline)}</b>; bootstrap: ${comparison.resamples} resamples, seed ${comparison.seed}; no verdict below ${comparison.minTrials} trials.</p>
${flags.length > 0 ? `<div class="flag"><b>Not like for like:</b><ul>${flags.map((flag) => `<li>${escape(flag)}</li>`).join('')}</ul></div>` : ''}
<h2>The answer</h2>
<ul>
${[...headlineSentences(report), ...transportSentences(report)].map((sentence) => `<li>${escape(sentence)}</li>`).join('\n')}
</ul>
<h2>Charts</h2>
<div class="charts">
${charts.map((chart) => `<figure id="${escape(chart.id)}">\n${chart.svg}\n</figure>`).join('\n')}
</div>
<h2>All metrics</h2>
${table(
  COMPARE_HEADER,
  rows.map((row) => ({
    cells: rowCells(row),
    ...(row.isBaseline ? { rowClass: 'baseline' } : {}),
    cellClass: (index: number) => (index === 9 ? VERDICT_CLASS[row.versus?.verdict ?? ''] : index <= 2 ? 'text' : undefined),
  })),
)}
${TABLE_NOTES.map((note) => `<p class="note">${escape(note)}</p>`).join('\n')}
<h2>What fio explains</h2>
<ul>${correlationSentences(report).map((sentence) => `<li>${escape(sentence)}</li>`).join('')}</ul>
${correlation}
<h2>Devices and hosts</h2>
${table(DEVICE_FACT_HEADER, deviceFactRows(report).map((cells) => ({ cells, cellClass: () => 'text' })))}
${warnings.length > 0 ? `<h2>Warnings</h2>\n<ul>\n${warnings.join('\n')}\n</ul>` : ''}
<p class="note">Generated by ${escape(generatedBy)} from the stored samples; every number can be recomputed from the CSV/JSON export.</p>
</body>
</html>
`;
}
