/** Keys that name or describe a scenario without changing what it measures. */
export const LABEL_LIKE_KEYS = new Set(['name', 'description']);

export interface SettingDifference {
  /** Dotted path in the scenario snapshot: `probes.0.runs`. */
  path: string;
  values: string[];
}

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, '[]');
    value.forEach((item, index) => flatten(item, prefix ? `${prefix}.${index}` : String(index), out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (prefix === '' && LABEL_LIKE_KEYS.has(key)) continue;
      flatten(item, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, JSON.stringify(value));
  }
}

/** Pure: the settings that differ between scenario snapshots, ignoring names and descriptions. */
export function scenarioDifferences(snapshots: readonly unknown[]): SettingDifference[] {
  const flat = snapshots.map((snapshot) => {
    const out = new Map<string, string>();
    flatten(snapshot, '', out);
    return out;
  });
  const paths = new Set(flat.flatMap((one) => [...one.keys()]));
  const differences: SettingDifference[] = [];
  for (const path of paths) {
    const values = flat.map((one) => one.get(path) ?? '(not set)');
    if (new Set(values).size > 1) differences.push({ path, values });
  }
  return differences;
}
