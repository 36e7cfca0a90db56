import type { Unit } from '../campaign/model.js';
import type { Interval } from '../stats/summary.js';
import type { Verdict, VersusBaseline } from '../stats/device-comparison.js';
import type { Estimate } from '../stats/ratio.js';

/** Plain-language phrases for metrics people know; others are named by their key. */
const METRIC_PHRASES: Record<string, string> = {
  'chromium.process_ms': 'opens Chromium, loads the page and quits',
  'chromium.launch_ms': 'launches Chromium',
  'chromium.startup_ms': 'starts Chromium',
  'chromium.new_page_ms': 'opens a new tab',
  'chromium.navigate_ms': 'loads the page',
  'chromium.close_ms': 'closes Chromium',
  'boot.total_ms': 'boots (kernel + userspace)',
  'boot.userspace_ms': 'runs the userspace part of the boot',
  'boot.kernel_ms': 'runs the kernel part of the boot',
};

export function metricPhrase(key: string): string {
  return METRIC_PHRASES[key] ?? `runs ${key}`;
}

/** 0.4412 -> "44%"; below 10%, one decimal: 0.034 -> "3.4%". */
export function percentWord(fraction: number): string {
  const percent = Math.abs(fraction * 100);
  const digits = percent >= 10 ? 0 : 1;
  return `${(fraction * 100).toFixed(digits).replace(/^-0(\.0)?$/, '0$1')}%`;
}

const signed = (fraction: number): string => `${fraction > 0 ? '+' : ''}${percentWord(fraction)}`;

/**
 * An interval of gains (positive = better) in words: "40-48%" when both ends are on the
 * same side, "from 30% slower to 41% faster" across zero.
 */
export function intervalWords(ci: Interval): string {
  if (ci.low >= 0 || ci.high <= 0) {
    const [a, b] = ci.low >= 0 ? [ci.low, ci.high] : [-ci.high, -ci.low];
    return `${percentWord(a).replace('%', '')}-${percentWord(b)}`;
  }
  return `from ${percentWord(-ci.low)} slower to ${percentWord(ci.high)} faster`;
}

export function trialsWords(versus: Pick<VersusBaseline, 'n' | 'baselineN'>): string {
  return versus.n === versus.baselineN ? `${versus.n} trials each` : `${versus.n} and ${versus.baselineN} trials`;
}

/** The verdict as a word people use: times and throughput both get faster/slower. */
export function verdictWord(verdict: Verdict): string {
  switch (verdict) {
    case 'better':
      return 'faster';
    case 'worse':
      return 'slower';
    case 'higher':
      return 'higher';
    case 'lower':
      return 'lower';
    case 'no-clear-difference':
      return 'no clear difference';
    case 'too-few-trials':
      return 'too few trials';
  }
}

/** "+44% (95% CI 40-48%)" in the direction that is better; "-" when not computable. */
export function gainCell(gain: Estimate | undefined): string {
  if (!gain) return '-';
  return gain.ci ? `${signed(gain.estimate)} (${signed(gain.ci.low)}..${signed(gain.ci.high)})` : signed(gain.estimate);
}

export function unitNote(unit: Unit): string {
  return unit === 'ms' || unit === 's' || unit === 'us' ? 'less time' : unit === 'count' || unit === 'bytes' ? 'change' : 'more throughput';
}
