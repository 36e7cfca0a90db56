import type { CompareReport } from '../compare/model.js';
import { compareRows, COMPARE_HEADER, rowCells, TABLE_NOTES, type CompareRow } from './compare-rows.js';
import { correlationSentences, headlineSentences, transportSentences } from './compare-sentences.js';
import { renderTable } from './format.js';
import { describeWarning } from './warning-text.js';

/** Colour only where it means something: better, worse, a warning. */
export interface CompareStyle {
  better(text: string): string;
  worse(text: string): string;
  warn(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

export const plainCompareStyle: CompareStyle = { better: (t) => t, worse: (t) => t, warn: (t) => t, dim: (t) => t, bold: (t) => t };

function colourVerdict(row: CompareRow, cell: string, style: CompareStyle): string {
  switch (row.versus?.verdict) {
    case 'better':
      return style.better(cell);
    case 'worse':
      return style.worse(cell);
    case 'too-few-trials':
      return style.warn(cell);
    default:
      return cell;
  }
}

/** Pads first, colours after, so escape codes never break the alignment. */
function table(rows: readonly CompareRow[], style: CompareStyle): string {
  const plain = renderTable(COMPARE_HEADER, rows.map(rowCells)).split('\n');
  // The verdict is the last, right-aligned column: its cells end where the line ends.
  const width = Math.max('verdict'.length, ...rows.map((row) => row.verdict.length));
  return plain
    .map((line, index) => {
      if (index < 2) return style.bold(line);
      const row = rows[index - 2];
      if (!row || row.verdict === '') return line;
      const start = line.length - width;
      return line.slice(0, start) + colourVerdict(row, line.slice(start), style);
    })
    .join('\n');
}

export function renderCompareTerminal(report: CompareReport, style: CompareStyle = plainCompareStyle): string {
  const { comparison } = report;
  const lines: string[] = [];
  lines.push(style.bold(`feelbench compare: ${comparison.devices.length} devices, scenario ${report.scenarioName}`));
  lines.push(style.dim(`baseline: ${comparison.baseline} (${comparison.baselineReason === 'chosen' ? 'chosen' : comparison.baselineReason === 'slowest' ? 'the slowest on the first metric' : 'the first'})`));
  for (const difference of report.scenarioDifferences) {
    lines.push(style.warn(`flag: scenario setting ${difference.path} differs: ${difference.values.join(' / ')}`));
  }
  for (const difference of report.hostDifferences) {
    lines.push(style.warn(`flag: host ${difference.path} differs: ${difference.values.join(' / ')}`));
  }
  lines.push('');
  for (const sentence of [...headlineSentences(report), ...transportSentences(report)]) lines.push(sentence);
  lines.push('');
  lines.push(table(compareRows(report), style));
  for (const note of TABLE_NOTES) lines.push(style.dim(note));
  lines.push('');
  for (const sentence of correlationSentences(report)) lines.push(sentence);
  for (const device of report.devices) {
    for (const warning of device.warnings) {
      const text = describeWarning(warning);
      lines.push(style.warn(`warning (${device.device.label}): ${text.message}`));
      lines.push(style.dim(`  advice: ${text.advice}`));
    }
  }
  return lines.join('\n');
}
