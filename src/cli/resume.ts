import { readActive } from '../campaign/active.js';
import { defaultResultsDir } from '../campaign/results-dir.js';
import { CampaignStore } from '../campaign/store.js';
import { selectHost } from '../host/select.js';
import type { Command } from './parse-args.js';
import { driveFromCli } from './reboot-session.js';

/** Run by feelbench-resume.service after each boot; also safe to run by hand. */
export async function resumeCommand(command: Extract<Command, { command: 'resume' }>): Promise<number> {
  const { host, boot } = selectHost();
  const resultsDir = command.resultsDir ?? defaultResultsDir();
  const active = readActive(resultsDir);
  if (!active) {
    if (await boot.resumeUnitInstalled()) {
      await boot.removeResumeUnit();
      process.stdout.write(`feelbench: no active campaign in ${resultsDir}; removed the leftover resume unit\n`);
    } else {
      process.stdout.write(`feelbench: no active campaign in ${resultsDir}; nothing to resume\n`);
    }
    return 0;
  }
  const store = CampaignStore.open(`${resultsDir}/${active}`);
  process.stdout.write(`feelbench: resuming campaign ${active}\n`);
  const campaign = await driveFromCli(host, boot, store);
  return campaign.state.phase === 'done' ? 0 : 1;
}
