/**
 * ARM's own core names by `CPU part` (implementer 0x41), from the Arm technical
 * reference manuals; the cores found on single-board computers.
 */
const ARM_PARTS: Record<string, string> = {
  '0xd03': 'Cortex-A53',
  '0xd04': 'Cortex-A35',
  '0xd05': 'Cortex-A55',
  '0xd07': 'Cortex-A57',
  '0xd08': 'Cortex-A72',
  '0xd09': 'Cortex-A73',
  '0xd0a': 'Cortex-A75',
  '0xd0b': 'Cortex-A76',
  '0xd0d': 'Cortex-A77',
  '0xd41': 'Cortex-A78',
  '0xd44': 'Cortex-X1',
  '0xd46': 'Cortex-A510',
  '0xd47': 'Cortex-A710',
  '0xd4d': 'Cortex-A715',
  '0xd80': 'Cortex-A520',
  '0xd81': 'Cortex-A720',
};

/**
 * The CPU model from /proc/cpuinfo. x86 says `model name`. On ARM, `model name` is a
 * generic "ARMv7 Processor rev 3 (v7l)" or missing (arm64 kernels), and `Hardware` says
 * BCM2835 even on a Pi 4's BCM2711; the core named by `CPU part` is what tells boards apart.
 */
export function parseCpuModel(text: string): string | undefined {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const index = line.indexOf(':');
    if (index < 0) continue;
    const key = line.slice(0, index).trim();
    if (!fields.has(key)) fields.set(key, line.slice(index + 1).trim());
  }
  const part = fields.get('CPU part');
  if (fields.get('CPU implementer') === '0x41' && part) {
    const core = ARM_PARTS[part];
    if (core) return `ARM ${core}`;
  }
  for (const key of ['model name', 'cpu model', 'Processor', 'Hardware']) {
    const value = fields.get(key);
    if (value) return value;
  }
  return part ? `CPU part ${part}` : undefined;
}
