import { systemClock } from './clock.js';
import { exec } from './exec.js';
import { createSysfsView } from './sysfs.js';
import { bootId, chown, isRoot, loadAverage, lookupUser, readText, which } from './system.js';
import type { Host } from './types.js';

export function createRealHost(): Host {
  return {
    exec,
    clock: systemClock,
    readText,
    bootId,
    loadAverage,
    isRoot,
    lookupUser,
    chown,
    which: (binary) => which(binary),
    env: process.env,
    sysfs: createSysfsView(),
  };
}
