import { describe, expect, it } from 'vitest';
import { resumeUnitText } from '../../../src/campaign/resume-unit.js';
import { rebootRefusals } from '../../../src/campaign/safety.js';
import type { BootControl } from '../../../src/host/boot-control.js';
import { createFakeHost } from '../../helpers/fake-host.js';

function bootControl(modes: Record<string, { mode: number; uid: number }>, pid1 = true): BootControl {
  return {
    resumeUnitPath: '/etc/systemd/system/feelbench-resume.service',
    reboot: async () => {
      throw new Error('not in tests');
    },
    installResumeUnit: async () => undefined,
    removeResumeUnit: async () => undefined,
    resumeUnitInstalled: async () => false,
    systemdIsPid1: async () => pid1,
    isProcessAlive: () => false,
    fileMode: async (path) => modes[path],
  };
}

const paths = { resultsDir: '/opt/fb/results', scenarioFile: '/opt/fb/s.yaml', cliFile: '/opt/fb/dist/cli/main.js' };
const safe = { '/opt/fb/results': { mode: 0o755, uid: 0 }, '/opt/fb/s.yaml': { mode: 0o644, uid: 0 }, '/opt/fb/dist/cli/main.js': { mode: 0o644, uid: 0 } };

describe('the resume unit', () => {
  it('is Type=simple after multi-user.target, never oneshot, and runs resume with the results folder', () => {
    const text = resumeUnitText({ nodePath: '/usr/bin/node', cliPath: '/opt/feel bench/dist/cli/main.js', resultsDir: '/opt/feel bench/results', campaignId: 'c1' });
    expect(text).toMatch(/^Type=simple$/m);
    expect(text).not.toMatch(/oneshot$/m);
    expect(text).toMatch(/^After=multi-user\.target$/m);
    expect(text).toMatch(/^WantedBy=multi-user\.target$/m);
    expect(text).toContain('ExecStart="/usr/bin/node" "/opt/feel bench/dist/cli/main.js" resume');
    expect(text).toContain('Environment="FEELBENCH_RESULTS=/opt/feel bench/results"');
  });
});

describe('refusals before a reboot campaign', () => {
  it('has none on a root-owned install with systemd as PID 1', async () => {
    expect(await rebootRefusals(createFakeHost({ isRoot: () => true }), bootControl(safe), paths, 0)).toEqual([]);
  });

  it('refuses without root, without systemd as PID 1, and with files others can write', async () => {
    const modes = { ...safe, '/opt/fb/s.yaml': { mode: 0o666, uid: 0 }, '/opt/fb/results': { mode: 0o755, uid: 1000 } };
    const refusals = await rebootRefusals(createFakeHost({ isRoot: () => false }), bootControl(modes, false), paths, 0);
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toMatch(/needs root/);
    expect(refusals[1]).toMatch(/systemd is not PID 1/);
    expect(refusals.join('\n')).toMatch(/results folder \/opt\/fb\/results belongs to uid 1000/);
    expect(refusals.join('\n')).toMatch(/scenario \/opt\/fb\/s\.yaml is writable by others \(mode 666\)/);
  });

  it('checks the nearest existing parent of a results folder not made yet', async () => {
    const modes = { ...safe, '/opt/fb': { mode: 0o777, uid: 0 } };
    const refusals = await rebootRefusals(createFakeHost({ isRoot: () => true }), bootControl(modes), { ...paths, resultsDir: '/opt/fb/new/results' }, 0);
    expect(refusals.join('\n')).toMatch(/results folder \/opt\/fb is writable by others/);
  });
});
