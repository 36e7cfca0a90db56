import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resolveCampaignDir } from '../campaign/results-dir.js';
import { CampaignStore } from '../campaign/store.js';
import type { LoadedCampaign } from './model.js';

/**
 * Campaign folders for each reference: a campaign folder, a folder holding campaign
 * folders (one level down), an id under the results folder, or `latest`.
 */
export function resolveCampaignDirs(references: readonly string[], resultsDir: string): string[] {
  const dirs: string[] = [];
  for (const reference of references) {
    const isParent = existsSync(reference) && statSync(reference).isDirectory() && !existsSync(join(reference, 'campaign.json'));
    const children = isParent
      ? readdirSync(reference)
          .sort()
          .map((name) => join(reference, name))
          .filter((dir) => existsSync(join(dir, 'campaign.json')))
      : [];
    if (children.length > 0) dirs.push(...children);
    else dirs.push(resolveCampaignDir(reference, resultsDir));
  }
  return [...new Set(dirs)];
}

export function loadCampaign(dir: string): LoadedCampaign {
  const store = CampaignStore.open(dir);
  return { dir, campaign: store.loadCampaign(), trials: store.readTrials().trials };
}
