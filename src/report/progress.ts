import type { ProgressEvent } from '../campaign/runner.js';
import { formatDuration } from './format.js';

export interface ProgressLine {
  update(event: ProgressEvent): void;
  done(): void;
}

/** Pure: the text of the progress line for an event, given the trial durations so far. */
export function progressText(event: ProgressEvent, durationsMs: readonly number[]): string {
  const average = durationsMs.length > 0 ? durationsMs.reduce((a, b) => a + b, 0) / durationsMs.length : undefined;
  if (event.type === 'trial-start') {
    const remaining = event.total - event.index;
    const eta = average === undefined ? 'ETA after the first trial' : `ETA ${formatDuration(average * remaining)}`;
    const attempt = event.attempt > 1 ? ` (attempt ${event.attempt})` : '';
    return `trial ${event.index + 1}/${event.total}${attempt} running... ${eta}`;
  }
  const failed = event.trial.samples.filter((sample) => sample.state === 'errored').length;
  const remaining = event.total - event.trial.index - 1;
  const eta = remaining > 0 && average !== undefined ? `, ETA ${formatDuration(average * remaining)}` : '';
  return `trial ${event.trial.index + 1}/${event.total} done in ${formatDuration(event.durationMs)}${failed ? `, ${failed} errored samples` : ''}${eta}`;
}

/** On a terminal the line rewrites itself; in a log (service, CI) each event gets a line. */
export function createProgressLine(stream: NodeJS.WriteStream = process.stderr): ProgressLine {
  const durations: number[] = [];
  const interactive = Boolean(stream.isTTY);
  return {
    update(event) {
      if (event.type === 'trial-done') durations.push(event.durationMs);
      const text = progressText(event, durations);
      if (interactive) stream.write(`\r\x1b[2K${text}`);
      else stream.write(`${text}\n`);
    },
    done() {
      if (interactive) stream.write('\r\x1b[2K');
    },
  };
}
