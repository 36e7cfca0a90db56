import { userInfo } from 'node:os';
import { join } from 'node:path';
import { gatherHostFacts } from '../host/facts.js';
import type { Host } from '../host/types.js';
import type { LoadedScenario } from '../scenario/load.js';
import { campaignId } from './ids.js';
import { SCHEMA_VERSION, type CampaignRecord } from './model.js';
import type { ProbeUserDecision } from './probe-user.js';
import { CampaignStore } from './store.js';
import { harnessVersions } from './versions.js';

export interface NewCampaign {
  host: Host;
  loaded: LoadedScenario;
  resultsDir: string;
  label?: string;
  id?: string;
  probeUser: ProbeUserDecision;
}

export async function createCampaign(request: NewCampaign): Promise<CampaignStore> {
  const { host, loaded } = request;
  const facts = await gatherHostFacts(host);
  const now = host.clock.now();
  const scenarioName = loaded.scenario.name ?? 'scenario';
  const label = request.label ?? facts.hostname;
  const id = request.id ?? campaignId(now, scenarioName, label);
  const record: CampaignRecord = {
    schemaVersion: SCHEMA_VERSION,
    id,
    label,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    scenario: { source: loaded.source, snapshot: loaded.scenario },
    host: facts,
    tools: harnessVersions(),
    privileges: {
      harnessUser: userInfo().username,
      probeUser: request.probeUser.user?.name ?? userInfo().username,
      note: request.probeUser.note,
    },
    state: { phase: 'running', nextTrial: 0 },
    attempts: {},
  };
  return CampaignStore.create(join(request.resultsDir, id), record);
}
