/**
 * What the guest's feelbench-lab script says on the serial console (lines starting with
 * "LAB "), read back by the host for progress and the outcome. The console also carries
 * the kernel, systemd and terminal escape sequences, so a marker may sit mid-line. Pure.
 */
export type LabConsoleEvent =
  | { type: 'boot'; bootId: string; uptimeSeconds: number }
  | { type: 'start'; campaignId: string }
  | { type: 'feelbench'; text: string }
  | { type: 'run-returned'; exitCode: number }
  | { type: 'done'; phase: string; campaignId: string }
  | { type: 'error'; message: string };

// CSI sequences (colours, cursor queries) and the short escapes the getty prints.
const ESC = String.fromCharCode(27);
const ESCAPES = new RegExp(`${ESC}\\[[0-9;?!]*[A-Za-z]|${ESC}[()][A-Z0-9]|${ESC}[=>78]`, 'g');

export function parseConsoleLine(raw: string): LabConsoleEvent | undefined {
  const line = raw.replace(ESCAPES, '').replace(/\r$/, '');
  const at = line.search(/\bLAB (BOOT|START|FEELBENCH|RUN-RETURNED|DONE|ERROR)\b/);
  if (at < 0) return undefined;
  const rest = line.slice(at + 4);
  const [word = '', ...tail] = rest.split(' ');
  const text = tail.join(' ').trim();
  switch (word) {
    case 'BOOT': {
      const match = /^(\S+) uptime=([\d.]+)/.exec(text);
      return match ? { type: 'boot', bootId: match[1] ?? '', uptimeSeconds: Number(match[2]) } : undefined;
    }
    case 'START':
      return { type: 'start', campaignId: text };
    case 'FEELBENCH':
      return { type: 'feelbench', text };
    case 'RUN-RETURNED': {
      const match = /rc=(\d+)/.exec(text);
      return { type: 'run-returned', exitCode: match ? Number(match[1]) : -1 };
    }
    case 'DONE': {
      const match = /^phase=(\S+) id=(\S+)/.exec(text);
      return match ? { type: 'done', phase: match[1] ?? '', campaignId: match[2] ?? '' } : undefined;
    }
    default:
      return { type: 'error', message: text };
  }
}
