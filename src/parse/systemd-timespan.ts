/**
 * systemd's human time spans (format_timespan in src/basic/time-util.c): units from
 * largest to smallest separated by spaces, the last one in dot notation below a minute:
 * `812ms`, `950us`, `8.878s`, `1min 2.764s`, `1h 2min 3.456s`, `2y 11month 3w 2d 6h 3min 45.734s`.
 * Older versions printed plain milliseconds (`9673ms`).
 */

const USEC_PER_SEC = 1_000_000;

/** Microseconds per unit, as systemd defines them (a year is 365.25 days, a month a twelfth of it). */
const UNIT_USEC: Record<string, number> = {
  y: 31_557_600 * USEC_PER_SEC,
  month: 2_629_800 * USEC_PER_SEC,
  w: 7 * 24 * 3600 * USEC_PER_SEC,
  d: 24 * 3600 * USEC_PER_SEC,
  h: 3600 * USEC_PER_SEC,
  min: 60 * USEC_PER_SEC,
  s: USEC_PER_SEC,
  ms: 1000,
  us: 1,
  // systemd-analyze timespan prints the micro sign in its own header; accept it in spans too.
  'μs': 1,
  'µs': 1,
};

const TOKEN = /^(\d+)(?:\.(\d+))?(y|month|w|d|h|min|ms|us|μs|µs|s)$/;

/** One span at the start of `text`, matched as a whole word sequence. */
export const TIMESPAN_PATTERN = String.raw`(?:\d+(?:\.\d+)?(?:y|month|w|d|h|min|ms|us|μs|µs|s))(?: \d+(?:\.\d+)?(?:y|month|w|d|h|min|ms|us|μs|µs|s))*`;

/**
 * Microseconds of a span, or undefined when it is not one. Integer arithmetic on the digits,
 * so `2.764s` is exactly 2764000 us (no binary rounding). `0` and `infinity` are systemd's
 * words for those values.
 */
export function parseTimespanUs(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '0') return 0;
  if (trimmed === 'infinity') return Number.POSITIVE_INFINITY;
  if (trimmed === '') return undefined;
  let total = 0;
  for (const token of trimmed.split(/\s+/)) {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const [, whole = '0', fraction = '', unit = ''] = match;
    const perUnit = UNIT_USEC[unit];
    if (perUnit === undefined) return undefined;
    total += Number(whole) * perUnit + fractionUs(fraction, perUnit);
  }
  return total;
}

/** `.764` of a unit worth `perUnit` us; digits below one microsecond are dropped. */
function fractionUs(digits: string, perUnit: number): number {
  if (digits === '') return 0;
  const scale = 10 ** digits.length;
  return Math.floor((Number(digits) * perUnit) / scale);
}

export function parseTimespanMs(text: string): number | undefined {
  const us = parseTimespanUs(text);
  return us === undefined ? undefined : us / 1000;
}
