import { describe, expect, it } from 'vitest';
import { FINAL_PASS_ATTEMPT_KEY } from '../../../src/campaign/final-pass.js';
import type { Sample } from '../../../src/campaign/model.js';
import { openProbes } from '../../../src/campaign/probes.js';
import { runTrials, type OpenedProbe } from '../../../src/campaign/runner.js';
import type { TrialContext } from '../../../src/probes/types.js';
import { parseScenarioText } from '../../../src/scenario/load.js';
import { summarizeCampaign } from '../../../src/stats/campaign-summary.js';
import { makeCampaignRecord, makeTempStore } from '../../helpers/campaign.js';
import { createFakeHost } from '../../helpers/fake-host.js';

const SCENARIO = 'trials: 2\nprobes:\n  - probe: chromium\nfio:\n  profile: sbc\n';

const felt = (trial: TrialContext): Sample => ({ probe: 'fake', metric: 'work_ms', unit: 'ms', run: 0, state: 'ok', value: 100 + trial.index });
const fioSample = (value: number): Sample => ({ probe: 'fio', metric: 'seq1m_q1t1.read_mbps', unit: 'MB/s', run: 0, state: 'ok', value });

function opened(id: string, run: (trial: TrialContext) => Promise<Sample[]>, tools: Record<string, string> = {}): OpenedProbe {
  return { id, state: 'open', session: { tools, run, close: async () => undefined } };
}

describe('the fio pass after the last trial', () => {
  it('runs once after the trials, is stored as a pass record, and only then is the campaign done', async () => {
    const store = makeTempStore(makeCampaignRecord(SCENARIO));
    const passIndexes: number[] = [];
    const raw: string[] = [];
    const campaign = await runTrials({
      host: createFakeHost(),
      store,
      probes: [opened('fake', async (trial) => [felt(trial)])],
      firstTrialCache: 'warm',
      finalPass: opened(
        'fio',
        async (trial) => {
          passIndexes.push(trial.index);
          trial.saveRaw('fio.json', '{}');
          raw.push('fio.json');
          return [fioSample(412.5)];
        },
        { fio: '3.33', 'fio.engine': 'libaio' },
      ),
    });
    expect(campaign.state.phase).toBe('done');
    expect(passIndexes).toEqual([2]);
    const { trials } = store.readTrials();
    expect(trials.map((trial) => [trial.index, trial.pass])).toEqual([
      [0, undefined],
      [1, undefined],
      [2, 'fio'],
    ]);
    expect(store.loadCampaign().attempts[FINAL_PASS_ATTEMPT_KEY]).toBe(1);
    expect(store.loadCampaign().tools['fio.engine']).toBe('libaio');

    const summary = summarizeCampaign(store.loadCampaign(), trials);
    expect(summary.trialsRecorded).toBe(2);
    expect(summary.warmupRecorded).toBe(0);
    expect(summary.metrics.find((metric) => metric.key === 'fake.work_ms')?.summary?.n).toBe(2);
    expect(summary.metrics.find((metric) => metric.key === 'fio.seq1m_q1t1.read_mbps')?.summary?.mean).toBe(412.5);
  });

  it('after a crash in the middle of the pass, the next run does the pass again (and nothing else)', async () => {
    const store = makeTempStore(makeCampaignRecord(SCENARIO));
    // Both trials recorded; stop before the pass, then mark it started, as a crash inside it leaves things.
    await runTrials({ host: createFakeHost(), store, probes: [opened('fake', async (trial) => [felt(trial)])], firstTrialCache: 'warm', shouldStop: () => store.readTrials().trials.length >= 2 });
    const crashed = store.loadCampaign();
    expect(crashed.state).toEqual({ phase: 'running', nextTrial: 2 });
    store.saveCampaign({ ...crashed, attempts: { ...crashed.attempts, [FINAL_PASS_ATTEMPT_KEY]: 1 } });

    let trialRuns = 0;
    const campaign = await runTrials({
      host: createFakeHost(),
      store,
      probes: [opened('fake', async (trial) => (trialRuns++, [felt(trial)]))],
      firstTrialCache: 'warm',
      finalPass: opened('fio', async () => [fioSample(400)]),
    });
    expect(trialRuns).toBe(0);
    expect(campaign.state.phase).toBe('done');
    expect(store.readTrials().trials.filter((trial) => trial.pass === 'fio')).toEqual([expect.objectContaining({ index: 2, attempt: 2 })]);
  });

  it('a crash after the pass line was written only finishes the campaign', async () => {
    const store = makeTempStore(makeCampaignRecord(SCENARIO));
    await runTrials({ host: createFakeHost(), store, probes: [], firstTrialCache: 'warm', finalPass: opened('fio', async () => [fioSample(1)]) });
    store.saveCampaign({ ...store.loadCampaign(), state: { phase: 'running', nextTrial: 2 } });
    let passRuns = 0;
    const campaign = await runTrials({ host: createFakeHost(), store, probes: [], firstTrialCache: 'warm', finalPass: opened('fio', async () => (passRuns++, [])) });
    expect(passRuns).toBe(0);
    expect(campaign.state.phase).toBe('done');
    expect(store.readTrials().trials.filter((trial) => trial.pass === 'fio')).toHaveLength(1);
  });

  it('a stop request before the pass leaves the campaign resumable', async () => {
    const store = makeTempStore(makeCampaignRecord(SCENARIO));
    let calls = 0;
    const campaign = await runTrials({
      host: createFakeHost(),
      store,
      probes: [opened('fake', async (trial) => [felt(trial)])],
      firstTrialCache: 'warm',
      shouldStop: () => ++calls > 2,
      finalPass: opened('fio', async () => [fioSample(1)]),
    });
    expect(campaign.state).toEqual({ phase: 'running', nextTrial: 2 });
    expect(store.readTrials().trials).toHaveLength(2);
  });

  it('a pass that could not be opened is recorded as an errored pass, not skipped silently', async () => {
    const store = makeTempStore(makeCampaignRecord(SCENARIO));
    const campaign = await runTrials({ host: createFakeHost(), store, probes: [], firstTrialCache: 'warm' });
    expect(campaign.state.phase).toBe('done');
    const pass = store.readTrials().trials.find((trial) => trial.pass === 'fio');
    expect(pass?.samples).toEqual([expect.objectContaining({ probe: 'fio', state: 'errored', error: expect.objectContaining({ code: 'pass-not-opened' }) })]);
  });

  it('a campaign without fio is done right after its last trial, as before', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: 1\nprobes:\n  - probe: chromium\n'));
    const campaign = await runTrials({ host: createFakeHost(), store, probes: [], firstTrialCache: 'warm' });
    expect(campaign.state.phase).toBe('done');
    expect(store.readTrials().trials.map((trial) => trial.pass)).toEqual([undefined]);
  });
});

describe('openProbes with a fio: key', () => {
  const context = { host: createFakeHost(), log: () => undefined };

  it('before-each-trial puts the pass first in every trial', async () => {
    const scenario = parseScenarioText('probes:\n  - probe: chromium\nfio:\n  when: before-each-trial\n', 'x.yaml');
    const opened = await openProbes(scenario, context);
    expect(opened.probes.map((probe) => probe.id)).toEqual(['fio', 'chromium']);
    expect(opened.finalPass).toBeUndefined();
    // no fio on the fake host: stored as a failed probe with a stable code, the run goes on
    expect(opened.probes[0]).toMatchObject({ state: 'failed', code: 'fio-not-found' });
  });

  it('after-last-trial (the default) hands the pass over separately', async () => {
    const scenario = parseScenarioText('probes:\n  - probe: chromium\nfio: {}\n', 'x.yaml');
    const opened = await openProbes(scenario, context);
    expect(opened.probes.map((probe) => probe.id)).toEqual(['chromium']);
    expect(opened.finalPass?.id).toBe('fio');
  });

  it('validates the fio: key like the rest of the scenario', () => {
    expect(() => parseScenarioText('probes:\n  - probe: chromium\nfio:\n  profile: cdmm\n', 'x.yaml')).toThrow(/fio\.profile/);
    expect(() => parseScenarioText('probes:\n  - probe: chromium\nfio:\n  size: lots\n', 'x.yaml')).toThrow(/use a size like 1GiB/);
    expect(() => parseScenarioText('probes:\n  - probe: chromium\nfio:\n  when: sometimes\n', 'x.yaml')).toThrow(/fio\.when/);
  });
});
