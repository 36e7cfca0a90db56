import type { MetricFigure, Warning } from '../stats/warnings.js';
import { formatPercent } from './format.js';

export interface WarningText {
  message: string;
  advice: string;
}

const list = (figures: readonly MetricFigure[], show: (value: number) => string): string =>
  figures.map((figure) => `${figure.metric} ${show(figure.value)}`).join(', ');

export function describeWarning(warning: Warning): WarningText {
  switch (warning.code) {
    case 'high-cv':
      return {
        message: `runs vary by more than ${formatPercent(warning.threshold)} (CV): ${list(warning.metrics, formatPercent)}`,
        advice: 'close other programs, let the machine settle, add trials, or reboot between trials',
      };
    case 'first-run-slow':
      return {
        message: `the first run was more than ${warning.threshold}x the median of the rest: ${list(warning.metrics, (ratio) => `${ratio.toFixed(2)}x`)}`,
        advice: 'the first run fills the page cache; add `warmupTrials: 1`, or compare cold with cold by rebooting between trials',
      };
    case 'governor':
      return {
        message: `the CPU frequency governor is "${warning.governor}", not "performance"`,
        advice: 'for stable numbers: echo performance | sudo tee /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor',
      };
    case 'high-load':
      return {
        message: `the load average was up to ${warning.maxLoad.toFixed(2)} (above ${warning.threshold.toFixed(2)}) before trial${warning.trials.length > 1 ? 's' : ''} ${warning.trials.join(', ')}`,
        advice: 'something else was running; stop it, or wait for the machine to settle, and run again',
      };
    case 'errored-samples':
      return {
        message: `${warning.probe} failed in ${warning.trials} trial${warning.trials > 1 ? 's' : ''} (${warning.firstCode}: ${warning.firstMessage})`,
        advice: 'the errors are kept in trials.jsonl and the tool output in raw/; summaries use the successful runs only',
      };
  }
}
