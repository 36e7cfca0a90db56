/**
 * fio's `--output-format=json`, from fio 2.x (latencies in microseconds under `clat`/`lat`,
 * bandwidth in KiB/s) and 3.x (nanoseconds under `clat_ns`/`lat_ns`, plus `bw_bytes`).
 * Pure. Tolerates text printed before the JSON (fio's notes and warnings go to stdout),
 * `mixed` results under unified reporting, missing percentiles, duplicate keys and
 * client/server output (`client_stats`).
 */

export type FioDirection = 'read' | 'write' | 'trim' | 'mixed';

export interface FioLatency {
  meanUs: number;
  /** Absent when fio did not report percentiles (clat_percentiles=0, or an old fio). */
  p50Us?: number;
  p99Us?: number;
  p999Us?: number;
}

export interface FioDirectionResult {
  direction: FioDirection;
  iops: number;
  bytesPerSecond: number;
  /** Decimal megabytes (10^6 bytes) per second, as disk vendors and CrystalDiskMark print. */
  mbPerSecond: number;
  /** Binary mebibytes (2^20 bytes) per second, as fio prints `BW=...MiB/s`. */
  mibPerSecond: number;
  /** Completion latency (device time); absent when fio did not report it. */
  clat?: FioLatency;
  /** Total latency (submission + completion), mean only. */
  latMeanUs?: number;
  ios?: number;
  runtimeMs?: number;
}

export interface FioJobResult {
  name: string;
  /** fio's error number (an errno); 0 when the job ran. */
  error: number;
  /** Directions that did I/O, in fio's order. */
  directions: FioDirectionResult[];
  options: Record<string, string>;
}

export interface FioResult {
  fioVersion?: string;
  /** When fio finished, in ms since the epoch (fio 3 `timestamp_ms`, else `timestamp` in s). */
  timestampMs?: number;
  /** Lines fio printed before the JSON document (notes, warnings). */
  preamble: string[];
  globalOptions: Record<string, string>;
  jobs: FioJobResult[];
}

export class FioParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FioParseError';
  }
}

const DIRECTIONS: readonly FioDirection[] = ['read', 'write', 'trim', 'mixed'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function numberAt(object: Json | undefined, key: string): number | undefined {
  const value = object?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string' || typeof item === 'number') out[key] = String(item);
  return out;
}

/**
 * Splits fio's stdout into the text before the JSON and the JSON document. The document
 * starts at the first line that begins with `{` (fio's notes never do).
 */
export function splitFioOutput(text: string): { preamble: string[]; json: string } | undefined {
  const match = /^\{/m.exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  let json = text.slice(match.index);
  // Anything after the document's closing brace (a late warning) is not part of it.
  const lastBrace = json.lastIndexOf('}');
  if (lastBrace >= 0) json = json.slice(0, lastBrace + 1);
  return { preamble: before.split('\n').map((line) => line.trimEnd()).filter((line) => line !== ''), json };
}

/** fio prints percentile keys as "99.000000" (3.x) or "99.000000" with "0.00" fillers (2.x). */
function percentile(table: unknown, wanted: number): number | undefined {
  if (!isObject(table)) return undefined;
  for (const [key, value] of Object.entries(table)) {
    if (Math.abs(Number(key) - wanted) < 1e-9 && typeof value === 'number') return value;
  }
  return undefined;
}

/** `perUs`: fio's units per microsecond (1000 for 3.x nanoseconds, 1 for 2.x). */
function latencyFrom(stats: unknown, perUs: number): FioLatency | undefined {
  if (!isObject(stats)) return undefined;
  const mean = numberAt(stats, 'mean');
  if (mean === undefined) return undefined;
  const table = stats.percentile;
  const at = (p: number): number | undefined => {
    const value = percentile(table, p);
    return value === undefined ? undefined : value / perUs;
  };
  const latency: FioLatency = { meanUs: mean / perUs };
  const p50 = at(50);
  const p99 = at(99);
  const p999 = at(99.9);
  if (p50 !== undefined) latency.p50Us = p50;
  if (p99 !== undefined) latency.p99Us = p99;
  if (p999 !== undefined) latency.p999Us = p999;
  return latency;
}

function directionResult(direction: FioDirection, stats: Json): FioDirectionResult | undefined {
  const iops = numberAt(stats, 'iops') ?? 0;
  // 3.x gives bytes per second; 2.x only `bw` in KiB/s (fio's "KB" is 1024 bytes).
  const bytesPerSecond = numberAt(stats, 'bw_bytes') ?? (numberAt(stats, 'bw') ?? 0) * 1024;
  const ios = numberAt(stats, 'total_ios');
  if (iops === 0 && bytesPerSecond === 0 && !ios) return undefined;
  const result: FioDirectionResult = {
    direction,
    iops,
    bytesPerSecond,
    mbPerSecond: bytesPerSecond / 1e6,
    mibPerSecond: bytesPerSecond / 2 ** 20,
  };
  const clat = 'clat_ns' in stats ? latencyFrom(stats.clat_ns, 1000) : latencyFrom(stats.clat, 1);
  if (clat) result.clat = clat;
  const lat = 'lat_ns' in stats ? latencyFrom(stats.lat_ns, 1000) : latencyFrom(stats.lat, 1);
  if (lat) result.latMeanUs = lat.meanUs;
  if (ios !== undefined) result.ios = ios;
  const runtime = numberAt(stats, 'runtime');
  if (runtime !== undefined) result.runtimeMs = runtime;
  return result;
}

function jobResult(job: Json, index: number): FioJobResult {
  const name = typeof job.jobname === 'string' && job.jobname !== '' ? job.jobname : `job${index}`;
  const directions: FioDirectionResult[] = [];
  for (const direction of DIRECTIONS) {
    const stats = job[direction];
    if (!isObject(stats)) continue;
    const result = directionResult(direction, stats);
    if (result) directions.push(result);
  }
  return { name, error: numberAt(job, 'error') ?? 0, directions, options: stringRecord(job['job options']) };
}

/** Parses fio's JSON output (stdout as captured, or a saved file). Throws FioParseError. */
export function parseFioJson(text: string): FioResult {
  const split = splitFioOutput(text);
  if (!split) throw new FioParseError('no JSON document in the output (was fio run with --output-format=json?)');
  let document: unknown;
  try {
    document = JSON.parse(split.json);
  } catch (error) {
    throw new FioParseError(`the JSON document is incomplete or damaged: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isObject(document)) throw new FioParseError('the JSON document is not an object');
  // Client/server runs report per client under client_stats instead of jobs.
  const jobs = Array.isArray(document.jobs) ? document.jobs : Array.isArray(document.client_stats) ? document.client_stats : undefined;
  if (!jobs) throw new FioParseError('the JSON document has no "jobs" list; it is not fio output');
  const result: FioResult = {
    preamble: split.preamble,
    globalOptions: stringRecord(document['global options']),
    jobs: jobs.filter(isObject).map(jobResult),
  };
  if (typeof document['fio version'] === 'string') result.fioVersion = document['fio version'];
  const timestampMs = numberAt(document, 'timestamp_ms') ?? (numberAt(document, 'timestamp') ?? NaN) * 1000;
  if (Number.isFinite(timestampMs)) result.timestampMs = timestampMs;
  return result;
}
