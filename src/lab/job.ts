/**
 * What the host hands one VM through the 9p share: the scenario (with --trials applied)
 * and job.env, which lab/guest/feelbench-lab sources. Pure.
 */
import { basename, extname } from 'node:path';
import { parseDocument } from 'yaml';
import { UserError } from '../errors.js';
import { slugify } from '../campaign/ids.js';
import { parseScenarioText } from '../scenario/load.js';
import type { Scenario } from '../scenario/schema.js';

export interface LabScenario {
  /** File name in the share and in the guest: `<name>.yaml`, so reports name the scenario. */
  fileName: string;
  text: string;
  scenario: Scenario;
}

/** The scenario as the guest will run it: YAML, with `trials` replaced when asked. */
export function labScenario(text: string, source: string, trials?: number): LabScenario {
  const name = slugify(basename(source, extname(source)));
  let yamlText = text;
  if (trials !== undefined) {
    if (!Number.isInteger(trials) || trials < 1) throw new UserError(`--trials must be a whole number of at least 1, not ${trials}`);
    const document = parseDocument(text);
    if (document.errors.length > 0) throw new UserError(`${source}: not valid YAML: ${document.errors[0]?.message.split('\n')[0] ?? ''}`);
    document.set('trials', trials);
    yamlText = document.toString();
  }
  const scenario = parseScenarioText(yamlText, `${name}.yaml`);
  return { fileName: `${name}.yaml`, text: yamlText, scenario };
}

const SAFE = /^[A-Za-z0-9._-]+$/;

/** job.env: shell assignments; values are restricted so sourcing them runs nothing. */
export function jobEnvText(job: { campaignId: string; label: string; scenarioFile: string }): string {
  const entries: [string, string][] = [
    ['LAB_ID', job.campaignId],
    ['LAB_LABEL', job.label],
    ['LAB_SCENARIO', job.scenarioFile],
  ];
  for (const [key, value] of entries) {
    if (!SAFE.test(value)) throw new Error(`job.env ${key}=${value}: only letters, digits, dot, dash and underscore`);
  }
  return entries.map(([key, value]) => `${key}=${value}\n`).join('');
}

/** `20261121-101500-lab-reboot-command-lab-nvme`: sorts by time, names scenario and device. */
export function labCampaignId(startedAt: Date, scenarioFile: string, deviceId: string): string {
  const stamp = startedAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${slugify(basename(scenarioFile, '.yaml'))}-lab-${slugify(deviceId)}`;
}
