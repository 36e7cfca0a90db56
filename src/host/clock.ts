import { setTimeout as delay } from 'node:timers/promises';
import type { Clock } from './types.js';

export const systemClock: Clock = {
  now: () => new Date(),
  monotonicMs: () => performance.now(),
  sleep: (ms) => delay(ms),
};
