import { describe, expect, it } from 'vitest';
import type { Sample } from '../../../src/campaign/model.js';
import { runTrials, type OpenedProbe, type ProgressEvent } from '../../../src/campaign/runner.js';
import type { TrialContext } from '../../../src/probes/types.js';
import { ProbeError } from '../../../src/probes/types.js';
import { makeCampaignRecord, makeTempStore } from '../../helpers/campaign.js';
import { createFakeHost } from '../../helpers/fake-host.js';

function fakeProbe(id: string, run: (trial: TrialContext) => Promise<Sample[]>): OpenedProbe {
  return { id, state: 'open', session: { tools: {}, run, close: async () => undefined } };
}

const okSample = (value: number, trial: TrialContext): Sample => ({
  probe: 'fake',
  metric: 'work_ms',
  unit: 'ms',
  run: 0,
  cache: trial.firstRunCache,
  state: 'ok',
  value,
});

describe('runTrials', () => {
  it('runs warm-up and measured trials, one fsynced line each, then marks the campaign done', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: 3\nwarmupTrials: 1\npauseSeconds: 1\nprobes:\n  - probe: chromium\n'));
    const host = createFakeHost();
    const events: ProgressEvent[] = [];
    const campaign = await runTrials({
      host,
      store,
      probes: [fakeProbe('fake', async (trial) => [okSample(trial.index * 10, trial)])],
      firstTrialCache: 'cold-after-boot',
      onProgress: (event) => events.push(event),
    });
    expect(campaign.state.phase).toBe('done');
    const { trials } = store.readTrials();
    expect(trials.map((t) => [t.index, t.warmup, t.attempt])).toEqual([
      [0, true, 1],
      [1, false, 1],
      [2, false, 1],
      [3, false, 1],
    ]);
    expect(trials.map((t) => t.samples[0]?.cache)).toEqual(['cold-after-boot', 'warm', 'warm', 'warm']);
    expect(store.loadCampaign().attempts).toEqual({ '0': 1, '1': 1, '2': 1, '3': 1 });
    expect(events.filter((event) => event.type === 'trial-done')).toHaveLength(4);
  });

  it('stores a probe that throws as an errored sample and goes on', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: 2\nprobes:\n  - probe: chromium\n'));
    const campaign = await runTrials({
      host: createFakeHost(),
      store,
      probes: [
        fakeProbe('broken', async () => {
          throw new ProbeError('no-disk', 'the disk went away\nstack...');
        }),
        fakeProbe('fake', async (trial) => [okSample(5, trial)]),
      ],
      firstTrialCache: 'warm',
    });
    expect(campaign.state.phase).toBe('done');
    const { trials } = store.readTrials();
    expect(trials).toHaveLength(2);
    expect(trials[0]?.samples[0]).toEqual({
      probe: 'broken',
      metric: '*',
      unit: 'count',
      run: 0,
      state: 'errored',
      error: { code: 'no-disk', message: 'the disk went away' },
    });
    expect(trials[0]?.samples[1]).toMatchObject({ probe: 'fake', state: 'ok' });
  });

  it('records a probe that could not open in every trial', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: 2\nprobes:\n  - probe: chromium\n'));
    await runTrials({
      host: createFakeHost(),
      store,
      probes: [{ id: 'chromium', state: 'failed', code: 'open-failed', message: 'no browser' }],
      firstTrialCache: 'warm',
    });
    expect(store.readTrials().trials.map((t) => t.samples[0]?.state)).toEqual(['errored', 'errored']);
  });

  it('persists the attempt before the trial runs, so a crash mid-trial is counted', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: 2\nprobes:\n  - probe: chromium\n'));
    const crash = new Error('simulated crash');
    await expect(
      runTrials({
        host: createFakeHost(),
        store,
        probes: [
          {
            id: 'fake',
            state: 'open',
            session: {
              tools: {},
              close: async () => undefined,
              run: async () => {
                expect(store.loadCampaign().attempts).toEqual({ '0': 1 });
                throw crash;
              },
            },
          },
        ],
        firstTrialCache: 'warm',
        onProgress: (event) => {
          if (event.type === 'trial-done') throw crash; // the process dies after the line is written
        },
      }),
    ).rejects.toBe(crash);
    expect(store.readTrials().trials).toHaveLength(1);
    expect(store.loadCampaign().state).toEqual({ phase: 'running', nextTrial: 1 });

    const resumed = await runTrials({ host: createFakeHost(), store, probes: [fakeProbe('fake', async (t) => [okSample(1, t)])], firstTrialCache: 'warm' });
    expect(resumed.state.phase).toBe('done');
    expect(store.readTrials().trials.map((t) => t.index)).toEqual([0, 1]);
  });

  it('stops between trials when asked, leaving the campaign resumable', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: 3\nprobes:\n  - probe: chromium\n'));
    let ran = 0;
    const campaign = await runTrials({
      host: createFakeHost(),
      store,
      probes: [fakeProbe('fake', async (t) => [okSample(ran++, t)])],
      firstTrialCache: 'warm',
      shouldStop: () => ran >= 1,
    });
    expect(campaign.state).toEqual({ phase: 'running', nextTrial: 1 });
    expect(store.readTrials().trials).toHaveLength(1);
  });
});

describe('adaptive trials', () => {
  it('stops once the CI half-width of every main metric is within the target, and says so', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: {min: 3, max: 10, ci: 0.05}\nprobes:\n  - probe: chromium\n'));
    // 100, 102, 98, 100 ... : after 3 trials mean 100, sd 2, half-width 4.303 * 2 / sqrt(3) = 4.97 -> within 5%.
    const values = [100, 102, 98, 100, 100, 100, 100, 100, 100, 100];
    const campaign = await runTrials({
      host: createFakeHost(),
      store,
      probes: [fakeProbe('fake', async (trial) => [okSample(values[trial.index] ?? 0, trial)])],
      firstTrialCache: 'warm',
    });
    expect(campaign.state.phase).toBe('done');
    expect(store.readTrials().trials).toHaveLength(3);
    expect(campaign.adaptive).toMatchObject({ stop: true, reason: 'ci-met', trials: 3 });
    const { adaptiveLine } = await import('../../../src/report/terminal.js');
    expect(adaptiveLine(campaign.adaptive as NonNullable<typeof campaign.adaptive>)).toMatch(/^adaptive trials: stopped after 3 trials: the CI target was met; widest 95% CI: fake\.work_ms ±5\.0%$/);
  });

  it('goes on to the maximum when the spread stays wide, and says the target was not met', async () => {
    const store = makeTempStore(makeCampaignRecord('trials: {min: 2, max: 4, ci: 0.01}\nwarmupTrials: 1\nprobes:\n  - probe: chromium\n'));
    const values = [500, 100, 150, 90, 160];
    const campaign = await runTrials({
      host: createFakeHost(),
      store,
      probes: [fakeProbe('fake', async (trial) => [okSample(values[trial.index] ?? 0, trial)])],
      firstTrialCache: 'warm',
    });
    expect(store.readTrials().trials).toHaveLength(5);
    expect(campaign.adaptive).toMatchObject({ stop: true, reason: 'max-reached', trials: 4 });
  });

  it('refuses min above max in the scenario', async () => {
    const { parseScenarioText } = await import('../../../src/scenario/load.js');
    expect(() => parseScenarioText('trials: {min: 5, max: 3, ci: 0.03}\nprobes:\n  - probe: chromium\n', 's.yaml')).toThrow(/trials\.min: min must not be above max/);
  });
});
