import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/cli/parse-args.js';
import { UserError } from '../../../src/errors.js';

describe('parseArgs: compare and report --format', () => {
  it('compare takes several campaigns, a baseline, a format and an output', () => {
    expect(parseArgs(['compare', 'a', 'b', 'c', '--baseline', 'microsd', '--format', 'html', '--out', 'x.html'])).toEqual({
      command: 'compare',
      campaigns: ['a', 'b', 'c'],
      resultsDir: undefined,
      baseline: 'microsd',
      format: 'html',
      out: 'x.html',
      allowMixed: false,
    });
  });

  it('compare defaults to the terminal format', () => {
    expect(parseArgs(['compare', 'results/'])).toMatchObject({ command: 'compare', campaigns: ['results/'], format: 'terminal', allowMixed: false });
    expect(parseArgs(['compare', 'a', 'b', '--allow-mixed'])).toMatchObject({ allowMixed: true });
  });

  it('an unknown format is a user error naming the choices', () => {
    expect(() => parseArgs(['compare', 'a', '--format', 'pdf'])).toThrow(UserError);
    expect(() => parseArgs(['compare', 'a', '--format', 'pdf'])).toThrow(/terminal.*markdown.*html.*csv.*json.*png/s);
  });

  it('report takes --format and --out, and stays as before without them', () => {
    expect(parseArgs(['report', 'latest', '--format', 'csv', '--out', 's.csv'])).toMatchObject({ command: 'report', campaign: 'latest', format: 'csv', out: 's.csv' });
    expect(parseArgs(['report', 'latest'])).toEqual({ command: 'report', campaign: 'latest', resultsDir: undefined });
  });
});
