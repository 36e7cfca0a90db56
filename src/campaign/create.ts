import { userInfo } from 'node:os';
import { join } from 'node:path';
import { describePath } from '../device/resolve.js';
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
  /** The file system under test: its device is recorded. Default `/`. */
  devicePath?: string;
  id?: string;
  probeUser: ProbeUserDecision;
}

export async function createCampaign(request: NewCampaign): Promise<CampaignStore> {
  const { host, loaded } = request;
  const facts = await gatherHostFacts(host);
  const device = await describePath(host.sysfs, request.devicePath ?? '/');
  const now = host.clock.now();
  const scenarioName = loaded.scenario.name ?? 'scenario';
  // The device is what a campaign is about; the hostname is only the fallback.
  const label = request.label ?? (device.unknownReason ? facts.hostname : device.label);
  const id = request.id ?? campaignId(now, scenarioName, label);
  const record: CampaignRecord = {
    schemaVersion: SCHEMA_VERSION,
    id,
    label,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    scenario: { source: loaded.source, snapshot: loaded.scenario },
    host: facts,
    device,
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
