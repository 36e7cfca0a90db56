import { UserError } from '../../errors.js';
import { FioParseError, parseFioJson } from '../../parse/fio-json.js';
import { fioSamples } from '../../probes/fio/samples.js';

/** fio's --output-format=json: the parsed jobs, and the metrics feelbench would record from them. */
export function parseToolOutput(text: string, file: string): unknown {
  try {
    const result = parseFioJson(text);
    const metrics: Record<string, { value: number; unit: string } | { error: string }> = {};
    for (const sample of fioSamples(result)) {
      const key = `${sample.probe}.${sample.metric}`;
      if (sample.state === 'ok') metrics[key] = { value: sample.value, unit: sample.unit };
      else if (sample.state === 'errored') metrics[key] = { error: sample.error.message };
    }
    return { ...result, metrics };
  } catch (error) {
    if (error instanceof FioParseError) throw new UserError(`${file}: not fio JSON output: ${error.message}`);
    throw error;
  }
}
