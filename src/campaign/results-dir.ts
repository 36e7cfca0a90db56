import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../errors.js';

/**
 * results/ of the feelbench folder, whatever the working directory: the resume service
 * after a reboot starts elsewhere and must find the same place. FEELBENCH_RESULTS overrides.
 */
export function defaultResultsDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.FEELBENCH_RESULTS
    ? resolve(env.FEELBENCH_RESULTS)
    : join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'results');
}

/** A campaign folder, an id under the results folder, or `latest`. */
export function resolveCampaignDir(reference: string, resultsDir: string): string {
  if (reference === 'latest') {
    const ids = existsSync(resultsDir)
      ? readdirSync(resultsDir).filter((name) => existsSync(join(resultsDir, name, 'campaign.json')))
      : [];
    const createdAt = (id: string): string => {
      try {
        return String((JSON.parse(readFileSync(join(resultsDir, id, 'campaign.json'), 'utf8')) as { createdAt?: unknown }).createdAt ?? '');
      } catch {
        return '';
      }
    };
    const newest = ids.sort((a, b) => createdAt(a).localeCompare(createdAt(b)) || a.localeCompare(b)).pop();
    if (!newest) throw new UserError(`no campaigns in ${resultsDir} yet; run \`feelbench run\` first`);
    return join(resultsDir, newest);
  }
  if (existsSync(join(reference, 'campaign.json'))) return resolve(reference);
  if (existsSync(join(resultsDir, reference, 'campaign.json'))) return join(resultsDir, reference);
  throw new UserError(`no campaign "${reference}" (looked for a folder with campaign.json, and in ${resultsDir}); \`ls ${resultsDir}\` lists them`);
}
