import type { z } from 'zod';
import { closestMatch } from './did-you-mean.js';

type Path = readonly PropertyKey[];

/** `probes[0].runs` */
export function formatPath(path: Path): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text === '' ? 'the top level' : text;
}

function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** Walks a zod schema along a data path, choosing union members by the data's discriminator. */
function schemaAt(schema: z.ZodType, path: Path, data: unknown): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  let currentData = data;
  const unwrap = (s: z.ZodType): z.ZodType => {
    let def = defOf(s);
    while ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      s = def.innerType;
      def = defOf(s);
    }
    if (def.type === 'union' && def.options) {
      const discriminator = def.discriminator;
      const picked = def.options.find((option) => {
        if (!discriminator) return false;
        const literal = defOf(option).shape?.[discriminator];
        const values = literal ? (literal as unknown as { _zod: { def: { values?: unknown[] } } })._zod.def.values : [];
        return values?.includes((currentData as Record<string, unknown> | undefined)?.[discriminator]);
      });
      if (picked) return picked;
      // A plain union (`trials: 5` or `{min, max, ci}`): keys can only belong to its mapping form.
      const mapping = def.options.find((option) => defOf(option).type === 'object');
      if (!discriminator && mapping && typeof currentData === 'object' && currentData !== null) return mapping;
    }
    return s;
  };
  for (const part of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    if (def.type === 'object' && def.shape && typeof part === 'string') current = def.shape[part];
    else if (def.type === 'array' && def.element && typeof part === 'number') current = def.element;
    else return undefined;
    currentData = (currentData as Record<PropertyKey, unknown> | undefined)?.[part];
  }
  return current ? unwrap(current) : undefined;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return String(value);
}

/** One human line for one schema problem: where, what is wrong, what is allowed. */
export function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType, data: unknown): string {
  const where = formatPath(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = Object.keys(defOf(schemaAt(schema, issue.path, data) ?? schema).shape ?? {});
      const key = issue.keys[0] ?? '';
      const hint = closestMatch(key, allowed);
      const at = issue.path.length === 0 ? '' : ` in ${where}`;
      return `unknown key "${key}"${at}${hint ? ` (did you mean "${hint}"?)` : ''}; allowed: ${allowed.join(', ')}`;
    }
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      if (options) {
        const got = valueAt(data, issue.path);
        const names = options.map(String);
        const hint = typeof got === 'string' ? closestMatch(got, names) : undefined;
        return `${where} ${describeValue(got)} is not known${hint ? ` (did you mean "${hint}"?)` : ''}; allowed: ${names.join(', ')}`;
      }
      return describeUnion(issue as z.core.$ZodIssueInvalidUnion, schema, data);
    }
    case 'invalid_type': {
      const got = valueAt(data, issue.path);
      if (got === undefined) return `${where} is missing (${issue.expected} required)`;
      return `${where} must be ${article(issue.expected)}, got ${describeValue(got)}`;
    }
    case 'too_small':
    case 'too_big': {
      const got = valueAt(data, issue.path);
      return `${where}: ${issue.message.replace(/^Too (small|big): /, '')} (got ${describeValue(got)})`;
    }
    default:
      return `${where}: ${issue.message}`;
  }
}

/** A misspelled key explains the "missing" key next to it, so it is the one worth saying. */
export function mostTelling(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  return issues.find((issue) => issue.code === 'unrecognized_keys') ?? issues[0];
}

/**
 * A value that fits none of a union's forms (`trials: 5` or `trials: {min, max, ci}`):
 * when the value has one form's shape, that form's own problem is the useful one;
 * otherwise name every form.
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion, schema: z.ZodType, data: unknown): string {
  const firstIssues = issue.errors.map((branch) => mostTelling(branch)).filter((first): first is z.core.$ZodIssue => first !== undefined);
  const shaped = firstIssues.filter((first) => first.code !== 'invalid_type' || first.path.length > 0);
  if (shaped.length === 1 && shaped[0]) {
    return describeIssue({ ...shaped[0], path: [...issue.path, ...shaped[0].path] } as z.core.$ZodIssue, schema, data);
  }
  const expected = firstIssues.filter((first) => first.code === 'invalid_type').map((first) => article((first as { expected: string }).expected));
  const where = formatPath(issue.path);
  if (expected.length === firstIssues.length && expected.length > 0) {
    return `${where} must be ${expected.join(' or ')}, got ${describeValue(valueAt(data, issue.path))}`;
  }
  return `${where}: ${issue.message}`;
}

function article(expected: string): string {
  if (expected === 'int') return 'a whole number';
  if (expected === 'array') return 'a list';
  if (expected === 'object') return 'a mapping';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
