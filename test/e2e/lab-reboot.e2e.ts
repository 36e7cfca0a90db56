/**
 * The lab end to end: build the lab image, then a short reboot campaign (boot + a cold
 * read of small files, 2 trials, a real reboot before each) in QEMU from an emulated NVMe
 * drive and from an SD card throttled to microSD speeds; the campaigns are copied out and
 * compared. Needs root, QEMU and debootstrap; takes several minutes on 2 cores (TCG).
 * Run with `npm run test:e2e`; FEELBENCH_LAB_E2E_OUT=DIR keeps the results in DIR.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'bin', 'feelbench.js');

/** Progress (stderr) goes straight to the terminal; stdout (summary, compare table) is kept. */
function feelbench(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(result.stdout);
  return { status: result.status, output: result.stdout };
}

interface Trial {
  index: number;
  bootId: string;
  samples: { probe: string; metric: string; state: string; value?: number }[];
}

interface Campaign {
  label: string;
  state: { phase: string };
  device: { disks: { transport: { kind: string } }[] };
}

/** Mean of the ok samples of a metric (`probe.metric`, as reports name it) over trials. */
function mean(trials: readonly Trial[], metric: string): number {
  const values = trials.flatMap((trial) =>
    trial.samples.filter((sample) => `${sample.probe}.${sample.metric}` === metric && sample.state === 'ok').map((sample) => sample.value ?? NaN),
  );
  expect(values.length, `${metric} has ok samples`).toBeGreaterThan(0);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

describe('lab: real reboot campaigns on emulated NVMe and microSD', () => {
  const out = process.env.FEELBENCH_LAB_E2E_OUT ?? mkdtempSync(join(tmpdir(), 'feelbench-lab-e2e-'));
  const campaigns = new Map<string, { campaign: Campaign; trials: Trial[] }>();
  let runOutput = '';

  beforeAll(() => {
    if (process.getuid?.() !== 0) throw new Error('the lab e2e test needs root (debootstrap, chroot, QEMU with a 9p share)');
    const build = feelbench(['lab', 'build']);
    expect(build.status, build.output).toBe(0);
    const run = feelbench(['lab', 'run', '--devices', 'nvme,microsd', '--scenario', 'lab-reboot-command', '--trials', '2', '--out', out]);
    runOutput = run.output;
    expect(run.status, run.output).toBe(0);
    for (const id of readdirSync(join(out, 'campaigns'))) {
      const dir = join(out, 'campaigns', id);
      const campaign = JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8')) as Campaign;
      const trials = readFileSync(join(dir, 'trials.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Trial);
      campaigns.set(campaign.label, { campaign, trials });
    }
  });

  it('finishes both campaigns with every trial present', () => {
    expect([...campaigns.keys()].sort()).toEqual(['lab-microsd', 'lab-nvme']);
    for (const { campaign, trials } of campaigns.values()) {
      expect(campaign.state.phase).toBe('done');
      expect(trials.map((trial) => trial.index)).toEqual([0, 1]);
    }
  });

  it('measured every trial in a boot of its own', () => {
    const bootIds = [...campaigns.values()].flatMap(({ trials }) => trials.map((trial) => trial.bootId));
    expect(bootIds).toHaveLength(4);
    expect(new Set(bootIds).size).toBe(4);
  });

  it('identified the boot device with the right transport', () => {
    expect(campaigns.get('lab-nvme')?.campaign.device.disks[0]?.transport.kind).toBe('nvme');
    expect(campaigns.get('lab-microsd')?.campaign.device.disks[0]?.transport.kind).toBe('mmc');
  });

  it('found the microSD-throttled device slower than the NVMe one', () => {
    const nvme = campaigns.get('lab-nvme')?.trials ?? [];
    const microsd = campaigns.get('lab-microsd')?.trials ?? [];
    expect(mean(microsd, 'command.read-small-files_ms')).toBeGreaterThan(mean(nvme, 'command.read-small-files_ms'));
    expect(mean(microsd, 'boot.userspace_ms')).toBeGreaterThan(mean(nvme, 'boot.userspace_ms'));
  });

  it('printed the comparison', () => {
    expect(runOutput).toContain('command.read-small-files_ms');
    expect(readFileSync(join(out, 'compare.md'), 'utf8')).toContain('lab-microsd');
  });
});
