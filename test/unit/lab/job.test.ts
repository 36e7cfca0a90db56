import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { jobEnvText, labCampaignId, labScenario } from '../../../src/lab/job.js';

const source = new URL('../../../lab/scenarios/lab-reboot-command.yaml', import.meta.url).pathname;
const text = readFileSync(source, 'utf8');

describe('lab job', () => {
  it('keeps the scenario as written, named after its file', () => {
    const job = labScenario(text, source);
    expect(job.fileName).toBe('lab-reboot-command.yaml');
    expect(job.text).toBe(text);
    expect(job.scenario.reboot).toBe(true);
    expect(job.scenario.trials).toBe(2);
  });

  it('replaces trials when asked, keeping the comments', () => {
    const job = labScenario(text, source, 3);
    expect(job.scenario.trials).toBe(3);
    expect(job.text).toContain('# The lab');
    expect(() => labScenario(text, source, 0)).toThrow(/--trials must be a whole number of at least 1/);
  });

  it('writes job.env only with values that are safe to source', () => {
    expect(jobEnvText({ campaignId: '20261121-101500-x-lab-nvme', label: 'lab-nvme', scenarioFile: 'x.yaml' })).toBe(
      'LAB_ID=20261121-101500-x-lab-nvme\nLAB_LABEL=lab-nvme\nLAB_SCENARIO=x.yaml\n',
    );
    expect(() => jobEnvText({ campaignId: 'a;reboot', label: 'l', scenarioFile: 'x.yaml' })).toThrow(/LAB_ID/);
  });

  it('names campaigns by time, scenario and device', () => {
    expect(labCampaignId(new Date('2026-11-21T10:15:00Z'), 'lab-reboot-command.yaml', 'usb-nvme')).toBe('20261121-101500-lab-reboot-command-lab-usb-nvme');
  });
});
