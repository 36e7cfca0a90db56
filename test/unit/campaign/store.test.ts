import { appendFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TrialRecord } from '../../../src/campaign/model.js';
import { CampaignStore, parseTrialLines } from '../../../src/campaign/store.js';
import { makeCampaignRecord, makeTempStore } from '../../helpers/campaign.js';

function trial(index: number): TrialRecord {
  return {
    index,
    warmup: false,
    attempt: 1,
    bootId: 'b',
    startedAt: '2026-11-21T09:00:00.000Z',
    endedAt: '2026-11-21T09:00:01.000Z',
    loadBefore: [0.1, 0.2, 0.3],
    samples: [
      { probe: 'chromium', metric: 'launch_ms', unit: 'ms', run: 0, cache: 'warm', state: 'ok', value: 1234.5678901234 },
      { probe: 'chromium', metric: 'close_ms', unit: 'ms', run: 0, state: 'errored', error: { code: 'timeout', message: 'killed' } },
    ],
  };
}

describe('CampaignStore', () => {
  it('round-trips the campaign record and trials, unrounded', () => {
    const record = makeCampaignRecord();
    const store = makeTempStore(record);
    store.appendTrial(trial(0));
    store.appendTrial(trial(1));
    const reopened = CampaignStore.open(store.dir);
    expect(reopened.loadCampaign()).toEqual(record);
    const { trials, tornTail } = reopened.readTrials();
    expect(tornTail).toBe(false);
    expect(trials).toEqual([trial(0), trial(1)]);
    expect(trials[0]?.samples[0]).toMatchObject({ value: 1234.5678901234 });
  });

  it('ignores a torn last line after a crash, and cuts it off before the next append', () => {
    const store = makeTempStore();
    store.appendTrial(trial(0));
    const torn = JSON.stringify(trial(1)).slice(0, 57);
    appendFileSync(store.trialsFile, torn); // what a crash in the middle of write() leaves
    expect(store.readTrials()).toEqual({ trials: [trial(0)], tornTail: true });

    store.appendTrial(trial(1));
    const text = readFileSync(store.trialsFile, 'utf8');
    expect(text.split('\n')).toHaveLength(3);
    expect(store.readTrials()).toEqual({ trials: [trial(0), trial(1)], tornTail: false });
  });

  it('says which line is damaged when a middle line is not JSON', () => {
    expect(() => parseTrialLines(`${JSON.stringify(trial(0))}\n{oops\n${JSON.stringify(trial(2))}\n`, 't.jsonl')).toThrow(
      't.jsonl:2 is not valid JSON',
    );
  });

  it('replaces campaign.json atomically, leaving no temp files', () => {
    const store = makeTempStore();
    const record = store.loadCampaign();
    store.saveCampaign({ ...record, state: { phase: 'done', finishedAt: '2026-11-21T10:00:00.000Z' } });
    expect(store.loadCampaign().state.phase).toBe('done');
    expect(readdirSync(store.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to overwrite an existing campaign', () => {
    const store = makeTempStore();
    expect(() => CampaignStore.create(store.dir, makeCampaignRecord())).toThrow(/already holds a campaign/);
  });

  it('refuses a folder that is not a campaign, and a newer schema', () => {
    expect(() => CampaignStore.open('/nonexistent')).toThrow(/is not a campaign folder/);
    const store = makeTempStore();
    appendFileSync(store.campaignFile, ''); // keep the file
    store.saveCampaign({ ...store.loadCampaign(), schemaVersion: 99 as 1 });
    expect(() => store.loadCampaign()).toThrow(/schema version 99/);
  });

  it('keeps raw tool output', () => {
    const store = makeTempStore();
    const path = store.writeRaw('trial-000-chromium-run0.txt', 'hello');
    expect(existsSync(path)).toBe(true);
  });
});
