import { join } from 'node:path';
import { loadCampaign } from '../../../src/compare/load.js';
import type { LoadedCampaign } from '../../../src/compare/model.js';

/** Real campaign folders recorded on the development VM (see test/fixtures/campaigns/README.md). */
export const CAMPAIGN_FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'campaigns');

export function fixtureCampaign(name: string): LoadedCampaign {
  return loadCampaign(join(CAMPAIGN_FIXTURES, name));
}

export const THREE_QUICK = ['quick-vm-idle-a', 'quick-vm-idle-b', 'quick-vm-cpu-busy'];

/**
 * A fixture campaign given a device record, labelled as `feelbench run` labels it without
 * --label: by the device's own label. Only the fields compare reads are given.
 */
export function withDevice(loaded: LoadedCampaign, device: Record<string, unknown>, label = String(device.label)): LoadedCampaign {
  return { ...loaded, campaign: { ...loaded.campaign, label, device } as unknown as LoadedCampaign['campaign'] };
}
