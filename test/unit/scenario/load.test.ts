import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/errors.js';
import { loadScenario, parseScenarioText, presetsDir } from '../../../src/scenario/load.js';

function errorOf(text: string, source = 'my.yaml'): UserError {
  try {
    parseScenarioText(text, source);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a UserError');
}

describe('scenario errors: one line naming the file, the key and what is allowed', () => {
  it('a misspelled top-level key', () => {
    const error = errorOf('trails: 3\nprobes:\n  - probe: chromium\n');
    expect(error.exitCode).toBe(2);
    expect(error.message).toMatch(/^my\.yaml: unknown key "trails" \(did you mean "trials"\?\); allowed: .*\btrials\b.*\bprobes\b/);
    expect(error.message).not.toContain('\n');
  });

  it('a misspelled key inside a probe lists that probe\'s keys', () => {
    const error = errorOf('probes:\n  - probe: chromium\n    rnus: 2\n');
    expect(error.message).toMatch(/^my\.yaml: unknown key "rnus" in probes\[0\] \(did you mean "runs"\?\); allowed: probe, runs, url, executable, headless/);
  });

  it('an unknown probe', () => {
    const error = errorOf('probes:\n  - probe: chromum\n');
    expect(error.message).toMatch(/^my\.yaml: probes\[0\]\.probe "chromum" is not known \(did you mean "chromium"\?\); allowed: chromium/);
  });

  it('a wrong type', () => {
    expect(errorOf('trials: three\nprobes:\n  - probe: chromium\n').message).toBe(
      'my.yaml: trials must be a number or a mapping, got "three"',
    );
    expect(errorOf('trials: 2.5\nprobes:\n  - probe: chromium\n').message).toBe('my.yaml: trials must be a whole number or a mapping, got 2.5');
  });

  it('a value out of range', () => {
    expect(errorOf('trials: 0\nprobes:\n  - probe: chromium\n').message).toBe('my.yaml: trials: expected number to be >=1 (got 0)');
  });

  it('a mistake inside the adaptive form of trials', () => {
    expect(errorOf('trials: {min: 3, max: 10, cl: 0.03}\nprobes:\n  - probe: chromium\n').message).toMatch(
      /^my\.yaml: unknown key "cl" in trials \(did you mean "ci"\?\); allowed: min, max, ci/,
    );
  });

  it('a missing key', () => {
    expect(errorOf('trials: 3\n').message).toBe('my.yaml: probes is missing (array required)');
  });

  it('counts further problems without printing them', () => {
    expect(errorOf('trails: 3\ntrials: 0\nprobes: []\n').message).toMatch(/\(and 2 more problems\)$/);
  });

  it('broken YAML and JSON', () => {
    expect(errorOf('probes: [\n').message).toMatch(/^my\.yaml: not valid YAML: /);
    expect(errorOf('{"probes": ', 'my.json').message).toMatch(/^my\.json: not valid JSON: /);
    expect(errorOf('- 1\n- 2\n').message).toBe('my.yaml: a scenario must be a mapping with at least "probes"');
  });
});

describe('closestMatch', () => {
  it('counts a swap of neighbours as one edit', async () => {
    const { closestMatch, editDistance } = await import('../../../src/scenario/did-you-mean.js');
    expect(editDistance('rnus', 'runs')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closestMatch('trails', ['trials', 'probes'])).toBe('trials');
    expect(closestMatch('zzz', ['trials', 'probes'])).toBeUndefined();
  });
});

describe('valid scenarios', () => {
  it('fills defaults and names the scenario after its file', () => {
    const scenario = parseScenarioText('probes:\n  - probe: chromium\n', '/x/My Test.yaml');
    expect(scenario.name).toBe('my-test');
    expect(scenario.trials).toBe(3);
    expect(scenario.probes[0]).toMatchObject({ probe: 'chromium', runs: 1, headless: true, timeoutSeconds: 60, args: [] });
  });

  it('reads JSON too', () => {
    const scenario = parseScenarioText('{"trials": 2, "probes": [{"probe": "chromium", "runs": 2}]}', 'a.json');
    expect(scenario.trials).toBe(2);
  });

  it('loads files from disk with the same errors', () => {
    const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'scenarios');
    expect(() => loadScenario(join(fixtures, 'typo-trails.yaml'))).toThrow(/typo-trails\.yaml: unknown key "trails"/);
    expect(() => loadScenario(join(fixtures, 'unknown-probe.yaml'))).toThrow(/unknown-probe\.yaml: probes\[0\]\.probe "chromum"/);
  });

  it('refuses an unknown preset with what to do', () => {
    expect(() => loadScenario('nope')).toThrow(/no scenario named "nope"; give a preset name/);
  });

  it.each(readdirSync(presetsDir).filter((name) => /\.(ya?ml|json)$/.test(name)))('preset %s is valid', (name) => {
    expect(() => loadScenario(join(presetsDir, name))).not.toThrow();
  });
});
