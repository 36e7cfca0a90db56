/** Parses /etc/os-release (shell-style KEY=value, values optionally quoted). */
export function parseOsRelease(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key, raw] = match as unknown as [string, string, string];
    fields[key] = raw.replace(/^(["'])(.*)\1$/, '$2').replace(/\\(["$`\\])/g, '$1');
  }
  return fields;
}
