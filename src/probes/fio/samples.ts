import { constants } from 'node:os';
import type { Sample, Unit } from '../../campaign/model.js';
import type { FioDirectionResult, FioJobResult, FioResult } from '../../parse/fio-json.js';

export const FIO_PROBE = 'fio';

/** `ENOSPC` for 28: fio's job error is an errno. */
function errnoName(code: number): string | undefined {
  return Object.entries(constants.errno).find(([, value]) => value === code)?.[0];
}

/** `RND4K Q1T1` or `rnd4k-q1t1` -> `rnd4k_q1t1`: metric names stay one token per part. */
export function metricJobName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'job';
}

/** The line of fio's stderr that explains a failed job, when there is one. */
function errorLine(job: FioJobResult, stderr: string): string | undefined {
  const lines = stderr.split('\n').map((line) => line.trim());
  return (
    lines.find((line) => line.startsWith(`${job.name}:`)) ??
    lines.find((line) => line.startsWith('fio: pid=') && line.includes(`err=${job.error}/`)) ??
    lines.find((line) => line.startsWith('fio:'))
  );
}

function directionSamples(prefix: string, result: FioDirectionResult): Sample[] {
  const samples: Sample[] = [];
  const add = (name: string, value: number | undefined, unit: Unit) => {
    if (value !== undefined) samples.push({ probe: FIO_PROBE, metric: `${prefix}_${name}`, unit, run: 0, state: 'ok', value });
  };
  add('iops', result.iops, 'IOPS');
  add('mbps', result.mbPerSecond, 'MB/s');
  add('mibps', result.mibPerSecond, 'MiB/s');
  add('clat_mean_us', result.clat?.meanUs, 'us');
  add('clat_p50_us', result.clat?.p50Us, 'us');
  add('clat_p99_us', result.clat?.p99Us, 'us');
  add('clat_p99_9_us', result.clat?.p999Us, 'us');
  if (result.clat === undefined) add('lat_mean_us', result.latMeanUs, 'us');
  return samples;
}

/**
 * Pure: one sample per job, direction and figure (`rnd4k_q1t1.read_iops`,
 * `seq1m_q8t1.write_mbps`, `..._clat_p99_us`). Figures fio did not report are left out,
 * never invented; a job that failed becomes one errored sample with fio's errno and line.
 */
export function fioSamples(result: FioResult, stderr = ''): Sample[] {
  const samples: Sample[] = [];
  const seen = new Map<string, number>();
  for (const job of result.jobs) {
    const base = metricJobName(job.name);
    if (job.error !== 0) {
      const name = errnoName(job.error);
      const line = errorLine(job, stderr);
      samples.push({
        probe: FIO_PROBE,
        metric: `${base}.*`,
        unit: 'count',
        run: 0,
        state: 'errored',
        error: { code: 'fio-job-error', message: `fio job ${job.name} failed with error ${job.error}${name ? ` (${name})` : ''}${line ? `: ${line}` : ''}` },
      });
      continue;
    }
    for (const direction of job.directions) {
      // Two jobs of one name doing the same direction (an imported file): number the second.
      const key = `${base}.${direction.direction}`;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      const jobPart = count === 1 ? base : `${base}_${count}`;
      samples.push(...directionSamples(`${jobPart}.${direction.direction}`, direction));
    }
  }
  return samples;
}
