import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/cli/parse-args.js';

describe('feelbench lab arguments', () => {
  it('parses lab build', () => {
    expect(parseArgs(['lab', 'build'])).toEqual({ command: 'lab-build', force: false });
    expect(parseArgs(['lab', 'build', '--force'])).toEqual({ command: 'lab-build', force: true });
  });

  it('parses lab run with its defaults and options', () => {
    expect(parseArgs(['lab', 'run'])).toEqual({ command: 'lab-run', devices: 'nvme,microsd', scenario: 'lab-reboot-command', memMib: 1536, idleMinutes: 10, keepDisks: false });
    expect(parseArgs(['lab', 'run', '--devices', 'nvme,usb-nvme,emmc,microsd', '--scenario', 'lab-reboot-chromium', '--trials', '3', '--out', '/tmp/x', '--timeout-minutes', '40', '--keep-disks'])).toEqual({
      command: 'lab-run',
      devices: 'nvme,usb-nvme,emmc,microsd',
      scenario: 'lab-reboot-chromium',
      trials: 3,
      out: '/tmp/x',
      memMib: 1536,
      timeoutMinutes: 40,
      idleMinutes: 10,
      keepDisks: true,
    });
  });

  it('refuses a lab command it does not know', () => {
    expect(() => parseArgs(['lab'])).toThrow(/give a lab command: build or run/);
    expect(() => parseArgs(['lab', 'boot'])).toThrow();
  });
});
