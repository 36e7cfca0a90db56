import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEMA_VERSION, type CampaignRecord } from '../../src/campaign/model.js';
import { CampaignStore } from '../../src/campaign/store.js';
import { parseScenarioText } from '../../src/scenario/load.js';

export function makeCampaignRecord(scenarioYaml = 'trials: 3\nprobes:\n  - probe: chromium\n', id = 'test-campaign'): CampaignRecord {
  return {
    schemaVersion: SCHEMA_VERSION,
    id,
    label: 'test device',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    scenario: { source: 'test.yaml', snapshot: parseScenarioText(scenarioYaml, 'test.yaml') },
    host: { hostname: 'testhost', cpuCores: 4, arch: 'arm64', kernel: '6.12.0', memoryBytes: 8e9 },
    tools: { feelbench: '0.0.0-test' },
    privileges: { harnessUser: 'pi', probeUser: 'pi' },
    state: { phase: 'running', nextTrial: 0 },
    attempts: {},
  };
}

export function makeTempStore(record: CampaignRecord = makeCampaignRecord()): CampaignStore {
  const root = mkdtempSync(join(tmpdir(), 'feelbench-test-'));
  return CampaignStore.create(join(root, record.id), record);
}
