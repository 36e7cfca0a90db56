import { defaultResultsDir } from '../campaign/results-dir.js';
import { buildCompareReport } from '../compare/build.js';
import { loadCampaign, resolveCampaignDirs } from '../compare/load.js';
import { feelbenchVersion } from '../campaign/versions.js';
import type { Command } from './parse-args.js';
import { writeCompareReport } from './report-output.js';

export async function compareCommand(command: Extract<Command, { command: 'compare' }>): Promise<number> {
  const dirs = resolveCampaignDirs(command.campaigns, command.resultsDir ?? defaultResultsDir());
  const report = buildCompareReport(dirs.map(loadCampaign), {
    ...(command.baseline !== undefined ? { baseline: command.baseline } : {}),
    ...(command.allowMixed ? { allowMixed: true } : {}),
  });
  await writeCompareReport(report, command.format, command.out, feelbenchVersion());
  return 0;
}
