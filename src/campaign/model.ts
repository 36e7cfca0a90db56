/**
 * The stored data model. Everything here is written to disk as JSON, so it only holds
 * plain data; bump SCHEMA_VERSION when a field changes meaning.
 */
import type { DeviceRecord } from '../device/model.js';
import type { Scenario } from '../scenario/schema.js';
import type { StoppingDecision } from '../stats/adaptive-stopping.js';

export const SCHEMA_VERSION = 1;

/** Units are declared, never guessed from a metric's name by readers. */
export type Unit = 'ms' | 's' | 'us' | 'MB/s' | 'MiB/s' | 'IOPS' | 'bytes' | 'count';

/** How warm the page cache was when the sample ran. */
export type CacheState = 'cold-after-boot' | 'cold-after-drop' | 'warm';

interface SampleBase {
  probe: string;
  /** Metric name without the probe prefix, carrying its unit: `launch_ms`. */
  metric: string;
  unit: Unit;
  /** Run number inside the trial, from 0 (probes may run several times per trial). */
  run: number;
  cache?: CacheState;
}

export interface SampleError {
  /** Stable, machine-readable: `timeout`, `browser-not-found`, `exit-code` ... */
  code: string;
  message: string;
}

export type Sample =
  | (SampleBase & { state: 'ok'; value: number })
  | (SampleBase & { state: 'errored'; error: SampleError })
  | (SampleBase & { state: 'skipped'; reason: string });

export interface TrialRecord {
  /** 0-based over all passes, warm-up passes first. */
  index: number;
  /** A warm-up pass: stored, never summarized. */
  warmup: boolean;
  /** 1 for the first try of this trial; more after a crash or a boot loop. */
  attempt: number;
  bootId: string;
  startedAt: string;
  endedAt: string;
  /** Load average (1, 5, 15 min) just before the probes started. */
  loadBefore: [number, number, number];
  samples: Sample[];
  /**
   * Set on a record that is not a trial but a once-per-campaign pass (the fio pass after the
   * last trial, or an imported fio result); its index follows the last trial's.
   */
  pass?: 'fio';
  /** The file a record was imported from (`feelbench import`), when this campaign did not measure it. */
  importedFrom?: string;
}

export interface HostFacts {
  hostname: string;
  board?: string;
  cpuModel?: string;
  cpuCores: number;
  arch: string;
  kernel: string;
  os?: string;
  memoryBytes: number;
  /** scaling_governor of cpu0, when cpufreq exists. */
  cpuGovernor?: string;
  /** SoC from the device tree (`bcm2712`), on boards that have one. */
  soc?: string;
  /** Raspberry Pi firmware throttling state (`vcgencmd get_throttled`), when vcgencmd exists. */
  throttled?: { raw: string; flags: string[] };
}

/**
 * Where a reboot campaign's next trial stands across reboots: the reboot was asked for (with
 * the boot id it must change from), or the trial is being measured in the boot named.
 */
export type RebootStep =
  | { step: 'rebooting'; bootIdBefore: string; requestedAt: string }
  | { step: 'measuring'; bootId: string; startedAt: string };

export type CampaignState =
  | { phase: 'running'; nextTrial: number; reboot?: RebootStep }
  | { phase: 'done'; finishedAt: string }
  | { phase: 'failed'; reason: string; failedAt: string }
  | { phase: 'aborted'; abortedAt: string };

export interface CampaignRecord {
  schemaVersion: typeof SCHEMA_VERSION;
  id: string;
  label: string;
  createdAt: string;
  updatedAt: string;
  scenario: { source: string; snapshot: Scenario };
  host: HostFacts;
  /**
   * The device the file system under test lives on (default `/`), identified at the start
   * of the campaign. Absent only in campaigns recorded before device identification.
   */
  device?: DeviceRecord;
  /** Versions of everything that can change a number: feelbench, node, browser ... */
  tools: Record<string, string>;
  /** Who ran the unprivileged probes, and why (stated in reports). */
  privileges: { harnessUser: string; probeUser: string; note?: string };
  state: CampaignState;
  /** For `trials: {min, max, ci}`: the stopping rule's last decision and why. */
  adaptive?: StoppingDecision;
  /** Attempts per trial index, persisted before the trial runs. */
  attempts: Record<string, number>;
}

export function metricKey(sample: Pick<Sample, 'probe' | 'metric'>): string {
  return `${sample.probe}.${sample.metric}`;
}
