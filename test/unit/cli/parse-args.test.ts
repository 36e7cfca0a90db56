import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/cli/parse-args.js';

describe('parseArgs', () => {
  it('defaults run to the quick scenario', () => {
    expect(parseArgs(['run'])).toMatchObject({ command: 'run', scenario: 'quick' });
  });
  it('takes a scenario, a label and a results folder', () => {
    expect(parseArgs(['run', 'geerling-2021', '--label', 'NVMe', '--results', '/tmp/r'])).toMatchObject({
      command: 'run',
      scenario: 'geerling-2021',
      label: 'NVMe',
      resultsDir: '/tmp/r',
    });
  });
  it('takes a campaign for report', () => {
    expect(parseArgs(['report', 'latest'])).toMatchObject({ command: 'report', campaign: 'latest' });
  });
  it('refuses unknown commands and options with a hint, as bad input', () => {
    expect(() => parseArgs(['frobnicate'])).toThrow(/see `feelbench --help`/);
    expect(() => parseArgs(['run', '--lable', 'x'])).toThrow(/Unknown argument: lable/);
    expect(() => parseArgs([])).toThrow(/give a command/);
  });
  it('returns help text instead of printing it', () => {
    const help = parseArgs(['--help']);
    expect(help.command).toBe('help');
    if (help.command === 'help') expect(help.text).toContain('feelbench run [scenario]');
  });
});
