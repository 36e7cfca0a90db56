import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../../../src/campaign/create.js';
import type { CampaignRecord } from '../../../src/campaign/model.js';
import { parseScenarioText } from '../../../src/scenario/load.js';
import { createFakeHost } from '../../helpers/fake-host.js';
import { publicView } from './fixture-view.js';

const loaded = { source: 'test.yaml', scenario: parseScenarioText('name: quick\ntrials: 1\nprobes:\n  - probe: chromium\n', 'test.yaml') };

async function create(label?: string): Promise<CampaignRecord> {
  const host = createFakeHost({ sysfs: publicView('microsd-sandisk') });
  const store = await createCampaign({ host, loaded, resultsDir: mkdtempSync(join(tmpdir(), 'feelbench-results-')), probeUser: { note: 'test' }, ...(label ? { label } : {}) });
  return JSON.parse(readFileSync(join(store.dir, 'campaign.json'), 'utf8')) as CampaignRecord;
}

describe('createCampaign records the device under test', () => {
  it('stores the device record and uses its label by default', async () => {
    const record = await create();
    expect(record.device?.label).toBe('microSD SanDisk SN512');
    expect(record.device?.disks[0]?.transport).toMatchObject({ kind: 'mmc', name: 'SN512' });
    expect(record.label).toBe('microSD SanDisk SN512');
    expect(record.id).toMatch(/-quick-microsd-sandisk-sn512$/);
  });

  it('lets --label override the device label, keeping the device record', async () => {
    const record = await create('class 10 card');
    expect(record.label).toBe('class 10 card');
    expect(record.device?.label).toBe('microSD SanDisk SN512');
  });
});
