/**
 * Reboot campaigns across process restarts, with the real compiled CLI in child processes
 * and a simulated machine (fake sysroot): reboots, power cuts (SIGKILL at seeded random
 * moments) and a probe that kills feelbench every time. Needs `npm run build` first.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CampaignRecord, TrialRecord } from '../../../src/campaign/model.js';
import { seededRandom } from '../../../src/stats/prng.js';
import { boot, createMachine, runCli, runUntilQuiet, type Machine } from './simulated-machine.js';

function campaignDir(machine: Machine): string {
  const ids = readdirSync(machine.results).filter((name) => existsSync(join(machine.results, name, 'campaign.json')));
  expect(ids).toHaveLength(1);
  return join(machine.results, ids[0] ?? '');
}

function readCampaign(machine: Machine): { campaign: CampaignRecord; trials: TrialRecord[]; trialsText: string } {
  const dir = campaignDir(machine);
  const trialsText = readFileSync(join(dir, 'trials.jsonl'), 'utf8');
  const trials = trialsText
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TrialRecord);
  return { campaign: JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')) as CampaignRecord, trials, trialsText };
}

async function start(machine: Machine, seed: number): Promise<void> {
  boot(machine, seededRandom(seed));
  const end = await runCli(machine, ['run', machine.scenario, '--yes', '--label', 'sim']);
  // The first reboot ends `run` the way a real one would: abruptly.
  expect(end.signal, end.stderr).toBe('SIGKILL');
  expect(existsSync(machine.unitPath)).toBe(true);
}

describe('reboot campaigns across restarts (simulated machine, real processes)', () => {
  it('completes n trials with exactly n trial lines, one boot each, and removes the unit', async () => {
    const machine = createMachine({ trials: 3 });
    await start(machine, 1);
    const { boots } = await runUntilQuiet(machine, seededRandom(2), { killProbability: 0, maxKillDelayMs: 0, maxBoots: 10 });
    const { campaign, trials } = readCampaign(machine);
    expect(campaign.state.phase).toBe('done');
    expect(trials.map((trial) => trial.index)).toEqual([0, 1, 2]);
    expect(boots).toBe(3);
    expect(machine.reboots()).toHaveLength(3);
    // each trial measured in its own boot, never in the boot that asked for the reboot
    expect(new Set(trials.map((trial) => trial.bootId)).size).toBe(3);
    expect(trials.map((trial) => trial.bootId)).toEqual(machine.bootIds.slice(1));
    // the boot probe read the captured boot and agreed with systemd-analyze's own line
    for (const trial of trials) {
      expect(trial.samples.filter((sample) => sample.state === 'errored')).toEqual([]);
      expect(trial.samples.find((sample) => sample.metric === 'total_ms')).toMatchObject({ state: 'ok', cache: 'cold-after-boot' });
    }
    expect(existsSync(machine.unitPath)).toBe(false);
    expect(existsSync(join(machine.results, 'ACTIVE'))).toBe(false);
    expect(readdirSync(join(campaignDir(machine), 'raw')).filter((name) => name.startsWith('trial-000-boot-'))).toHaveLength(5);
  }, 60_000);

  it('loses no trial and duplicates none when SIGKILLed at random moments over many boots', async () => {
    const summary: string[] = [];
    for (const seed of [12, 13, 14]) {
      const random = seededRandom(seed);
      const machine = createMachine({ trials: 3, maxAttempts: 20 });
      await start(machine, seed * 100);
      const { boots, kills } = await runUntilQuiet(machine, random, { killProbability: 0.7, maxKillDelayMs: 700, maxBoots: 80 });
      const { campaign, trials, trialsText } = readCampaign(machine);
      summary.push(`seed ${seed}: ${boots} boots, ${kills} kills`);
      expect(campaign.state.phase, JSON.stringify(campaign.state)).toBe('done');
      expect(trials.map((trial) => trial.index)).toEqual([0, 1, 2]);
      expect(trialsText.endsWith('\n')).toBe(true);
      // a trial is never measured in the boot that asked for the reboot before it
      for (const trial of trials) expect(machine.bootIds).toContain(trial.bootId);
      expect(new Set(trials.map((trial) => trial.bootId)).size).toBe(3);
      expect(existsSync(machine.unitPath)).toBe(false);
    }
    // the seeds must really have cut processes short, or this test proves nothing
    const totalKills = summary.reduce((sum, line) => sum + Number(/(\d+) kills/.exec(line)?.[1] ?? 0), 0);
    expect(totalKills, summary.join('; ')).toBeGreaterThanOrEqual(10);
    process.stdout.write(`random kills: ${summary.join('; ')}\n`);
  }, 120_000);

  it('stops after the attempt limit, without another reboot, when the probe kills feelbench every time', async () => {
    const machine = createMachine({ trials: 3, killingAnalyze: true, maxAttempts: 3 });
    await start(machine, 21);
    const { boots, ends } = await runUntilQuiet(machine, seededRandom(22), { killProbability: 0, maxKillDelayMs: 0, maxBoots: 10 });
    const { campaign, trials } = readCampaign(machine);
    expect(campaign.state.phase).toBe('failed');
    expect(campaign.state.phase === 'failed' ? campaign.state.reason : '').toMatch(/trial 1 of 3 did not finish in 3 attempts/);
    expect(campaign.attempts['0']).toBe(3);
    expect(trials).toEqual([]);
    expect(machine.reboots()).toHaveLength(1); // only the reboot before trial 1
    expect(boots).toBe(4); // three killed attempts, then the boot that gives up
    expect(ends.at(-1)?.stdout).toMatch(/campaign failed/);
    expect(existsSync(machine.unitPath)).toBe(false);
  }, 60_000);

  it('never measures a trial twice when the crash fell between its line and the state change', async () => {
    const machine = createMachine({ trials: 2 });
    await start(machine, 51);
    boot(machine, seededRandom(52));
    await runCli(machine, ['resume']); // trial 1 recorded, then the reboot before trial 2
    const dir = campaignDir(machine);
    const { campaign, trials } = readCampaign(machine);
    expect(trials).toHaveLength(1);
    // Put the state back where a crash right after the fsynced line would have left it.
    const behind = { ...campaign, state: { phase: 'running', nextTrial: 0, reboot: { step: 'measuring', bootId: trials[0]?.bootId, startedAt: trials[0]?.startedAt } } };
    writeFileSync(join(dir, 'campaign.json'), JSON.stringify(behind));
    await runUntilQuiet(machine, seededRandom(53), { killProbability: 0, maxKillDelayMs: 0, maxBoots: 10 });
    const after = readCampaign(machine);
    expect(after.campaign.state.phase).toBe('done');
    expect(after.trials.map((trial) => trial.index)).toEqual([0, 1]);
  }, 60_000);

  it('fails clearly when the reboot did not happen (same boot id on resume)', async () => {
    const machine = createMachine({ trials: 2 });
    await start(machine, 31);
    const end = await runCli(machine, ['resume']); // no new boot
    const { campaign } = readCampaign(machine);
    expect(campaign.state.phase).toBe('failed');
    expect(end.stdout).toMatch(/the reboot before trial 1 of 2 did not happen: the boot id is still/);
    expect(machine.reboots()).toHaveLength(1);
    expect(existsSync(machine.unitPath)).toBe(false);
  }, 60_000);

  it('abort from another shell stops the campaign, removes the unit, keeps results; a done campaign never reboots', async () => {
    const machine = createMachine({ trials: 3 });
    await start(machine, 41);
    boot(machine, seededRandom(42));
    await runCli(machine, ['resume']); // trial 1, then the reboot before trial 2
    const status = await runCli(machine, ['status']);
    expect(status.stdout).toMatch(/trial 2 of 3/);
    expect(status.stdout).toMatch(/last result: trial 1/);
    const abort = await runCli(machine, ['abort']);
    expect(abort.stdout).toMatch(/aborted; the resume unit is removed/);
    expect(existsSync(machine.unitPath)).toBe(false);
    const { campaign, trials } = readCampaign(machine);
    expect(campaign.state.phase).toBe('aborted');
    expect(trials).toHaveLength(1);
    const resumed = await runCli(machine, ['resume']);
    expect(resumed.stdout).toMatch(/nothing to resume/);
    expect(machine.reboots()).toHaveLength(2);
  }, 60_000);
});
