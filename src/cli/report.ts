import chalk from 'chalk';
import { defaultResultsDir, resolveCampaignDir } from '../campaign/results-dir.js';
import { CampaignStore } from '../campaign/store.js';
import { renderCampaignSummary, plainStyle, type TerminalStyle } from '../report/terminal.js';
import { summarizeCampaign } from '../stats/campaign-summary.js';
import type { Command } from './parse-args.js';

const colourStyle: TerminalStyle = { warn: (t) => chalk.yellow(t), dim: (t) => chalk.dim(t), bold: (t) => chalk.bold(t) };

/** Prints the summary from what the store kept; optionally saves it beside the data. */
export function printCampaignReport(store: CampaignStore, options: { writeFiles: boolean }): void {
  const campaign = store.loadCampaign();
  const { trials, tornTail } = store.readTrials();
  const summary = summarizeCampaign(campaign, trials);
  process.stdout.write(`${renderCampaignSummary(campaign, summary, process.stdout.isTTY ? colourStyle : plainStyle)}\n`);
  if (tornTail) process.stderr.write('note: the last line of trials.jsonl was cut short by a crash and is ignored\n');
  if (options.writeFiles) {
    store.writeReport('summary.json', `${JSON.stringify(summary, null, 2)}\n`);
    store.writeReport('report.txt', `${renderCampaignSummary(campaign, summary, plainStyle)}\n`);
    process.stdout.write(chalk.dim(`\nresults: ${store.dir}\n`));
  }
}

export async function reportCommand(command: Extract<Command, { command: 'report' }>): Promise<number> {
  const dir = resolveCampaignDir(command.campaign, command.resultsDir ?? defaultResultsDir());
  if (command.format !== undefined || command.out !== undefined) {
    await (await import('./report-output.js')).writeCampaignReport(dir, command.format ?? 'terminal', command.out);
    return 0;
  }
  printCampaignReport(CampaignStore.open(dir), { writeFiles: false });
  return 0;
}
