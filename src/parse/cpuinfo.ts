/**
 * The CPU model from /proc/cpuinfo. x86 says `model name`; arm64 kernels often give no
 * model name at all (Raspberry Pi 4/5 show only `CPU part`), and older Raspberry Pi
 * kernels put the SoC in `Hardware`. We take the first that exists.
 */
export function parseCpuModel(text: string): string | undefined {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const index = line.indexOf(':');
    if (index < 0) continue;
    const key = line.slice(0, index).trim();
    if (!fields.has(key)) fields.set(key, line.slice(index + 1).trim());
  }
  for (const key of ['model name', 'Model', 'Hardware', 'cpu model', 'Processor']) {
    const value = fields.get(key);
    if (value) return value;
  }
  const part = fields.get('CPU part');
  return part ? `ARM CPU part ${part}` : undefined;
}
