import type { Unit } from '../campaign/model.js';

/** Which way is better, from the declared unit: times down, throughput up, counts neither. */
export type Direction = 'lower-is-better' | 'higher-is-better' | 'none';

export function directionOf(unit: Unit): Direction {
  switch (unit) {
    case 'ms':
    case 's':
    case 'us':
      return 'lower-is-better';
    case 'IOPS':
    case 'MB/s':
    case 'MiB/s':
      return 'higher-is-better';
    case 'bytes':
    case 'count':
      return 'none';
  }
}
