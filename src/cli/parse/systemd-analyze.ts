import { UserError } from '../../errors.js';
import { parseAnalyzeBlame } from '../../parse/systemd-analyze-blame.js';
import { parseCriticalChain } from '../../parse/systemd-analyze-critical-chain.js';
import { AnalyzeParseError, parseAnalyzeTime } from '../../parse/systemd-analyze-time.js';

/** Recognises which systemd-analyze verb printed the text, and parses it. */
export function parseToolOutput(text: string, file: string): unknown {
  if (/Startup finished in |Bootup is not yet finished/.test(text)) {
    try {
      return { verb: 'time', ...parseAnalyzeTime(text) };
    } catch (error) {
      if (error instanceof AnalyzeParseError) throw new UserError(`${file}: ${error.message}`);
      throw error;
    }
  }
  if (text.includes('The time when unit became active') || /^\S+ @\d/m.test(text)) {
    return { verb: 'critical-chain', chain: parseCriticalChain(text) };
  }
  const blame = parseAnalyzeBlame(text);
  if (blame.length > 0) return { verb: 'blame', units: blame };
  throw new UserError(`${file}: not the output of systemd-analyze time, blame or critical-chain`);
}
