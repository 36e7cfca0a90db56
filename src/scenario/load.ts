import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { UserError, errorMessage } from '../errors.js';
import { describeIssue, mostTelling } from './issue-text.js';
import { scenarioSchema, type Scenario } from './schema.js';

/** scenarios/ ships beside dist/ and src/. */
export const presetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scenarios');

export const DEFAULT_SCENARIO = 'quick';

export interface LoadedScenario {
  /** The file it came from, as given or resolved from a preset name. */
  source: string;
  scenario: Scenario;
}

/** A preset name (`quick`) or a path to a YAML or JSON file. */
export function resolveScenarioPath(nameOrPath: string): string {
  const looksLikePath = nameOrPath.includes('/') || /\.(ya?ml|json)$/i.test(nameOrPath);
  if (looksLikePath) return resolve(nameOrPath);
  for (const extension of ['.yaml', '.yml', '.json']) {
    const candidate = join(presetsDir, `${nameOrPath}${extension}`);
    if (existsSync(candidate)) return candidate;
  }
  throw new UserError(
    `no scenario named "${nameOrPath}"; give a preset name from ${presetsDir} or a path to a .yaml/.json file`,
  );
}

export function loadScenario(nameOrPath: string): LoadedScenario {
  const source = resolveScenarioPath(nameOrPath);
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read scenario ${source}: ${errorMessage(error)}`);
  }
  return { source, scenario: parseScenarioText(text, source) };
}

/** Pure: text to a validated scenario, or a UserError of one line naming file and key. */
export function parseScenarioText(text: string, source: string): Scenario {
  let data: unknown;
  try {
    data = extname(source).toLowerCase() === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    const firstLine = errorMessage(error).split('\n')[0];
    throw new UserError(`${source}: not valid ${extname(source).toLowerCase() === '.json' ? 'JSON' : 'YAML'}: ${firstLine}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new UserError(`${source}: a scenario must be a mapping with at least "probes"`);
  }
  const result = scenarioSchema.safeParse(data);
  if (!result.success) {
    const first = mostTelling(result.error.issues);
    const rest = result.error.issues.length - 1;
    const more = rest > 0 ? ` (and ${rest} more problem${rest > 1 ? 's' : ''})` : '';
    throw new UserError(`${source}: ${first ? describeIssue(first, scenarioSchema, data) : 'invalid'}${more}`);
  }
  const name = result.data.name ?? basename(source, extname(source)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return { ...result.data, name };
}
