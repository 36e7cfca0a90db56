import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FioParseError, parseFioJson, splitFioOutput } from '../../../src/parse/fio-json.js';
import { engineLoadable, parseFioEngines, parseFioVersion } from '../../../src/parse/fio-enghelp.js';

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '../../fixtures/fio', name), 'utf8');

describe('parseFioJson on fio 3.33 (nanoseconds, bw_bytes)', () => {
  const result = parseFioJson(fixture('3.33-sbc-libaio.json'));

  it('reads version, time and every job in order, with only the directions that did I/O', () => {
    expect(result.fioVersion).toBe('fio-3.33');
    expect(result.timestampMs).toBe(1795252834942);
    expect(result.preamble).toEqual([]);
    expect(result.jobs.map((job) => [job.name, job.error, job.directions.map((d) => d.direction)])).toEqual([
      ['seq1m_q1t1', 0, ['read']],
      ['seq1m_q1t1_w', 0, ['write']],
      ['rnd4k_q4t1_rw70', 0, ['read', 'write']],
    ]);
  });

  it('converts bandwidth to MB/s and MiB/s and latency from ns to us', () => {
    const read = result.jobs[0]!.directions[0]!;
    expect(read.iops).toBe(957.021489);
    expect(read.bytesPerSecond).toBe(1003509765);
    expect(read.mbPerSecond).toBeCloseTo(1003.509765, 9);
    expect(read.mibPerSecond).toBeCloseTo(1003509765 / 1048576, 9);
    expect(read.clat).toEqual({ meanUs: 978977.617232 / 1000, p50Us: 634.88, p99Us: 5799.936, p999Us: 48496.64 });
    const mixWrite = result.jobs[2]!.directions[1]!;
    expect(mixWrite.iops).toBe(9023.996082);
    expect(mixWrite.clat?.p99Us).toBeCloseTo(2408.448, 9);
  });
});

describe('parseFioJson odd cases', () => {
  it('skips the note fio prints on stdout before the JSON, and keeps it', () => {
    const result = parseFioJson(fixture('3.33-sbc-psync-note-before-json.json'));
    expect(result.preamble).toEqual(['note: both iodepth >= 1 and synchronous I/O engine are selected, queue depth will be capped at 1']);
    expect(result.jobs[2]!.directions[0]!.iops).toBe(12512.743628);
  });

  it('reads unified reporting as one `mixed` direction per job', () => {
    const result = parseFioJson(fixture('3.33-sbc-unified-mixed.json'));
    expect(result.jobs.map((job) => job.directions.map((d) => d.direction))).toEqual([['mixed'], ['mixed'], ['mixed']]);
    expect(result.jobs[2]!.directions[0]).toMatchObject({ iops: 35089.455272, bytesPerSecond: 143732549 });
    expect(result.jobs[2]!.directions[0]!.clat?.p99Us).toBeCloseTo(659.456, 9);
  });

  it('leaves percentiles out when fio did not report them', () => {
    const result = parseFioJson(fixture('3.33-sbc-no-clat-percentiles.json'));
    expect(result.jobs[0]!.directions[0]!.clat).toEqual({ meanUs: 802657.982706 / 1000 });
  });

  it('keeps job errors (errno) and jobs that never ran', () => {
    const result = parseFioJson(fixture('3.33-job-error-no-size.json'));
    expect(result.jobs.map((job) => [job.name, job.error, job.directions.length])).toEqual([
      ['seq1m_q1t1_read', 0, 1],
      ['seq1m_q1t1_write', 22, 0],
      ['rnd4k_q4t1_randrw70', 22, 0],
    ]);
    expect(parseFioJson(fixture('3.33-blockdev-open-eperm.json')).jobs[0]).toMatchObject({ name: 'rnd4k_q32t1', error: 1, directions: [] });
  });

  it('says so when there is no JSON at all', () => {
    expect(() => parseFioJson(fixture('3.33-readonly-write-refused.stdout.txt'))).toThrow(FioParseError);
    expect(() => parseFioJson('')).toThrow(/no JSON document/);
    expect(() => parseFioJson(fixture('3.33-sbc-libaio.json').slice(0, 3000))).toThrow(/incomplete or damaged/);
    expect(() => parseFioJson('{"a": 1}')).toThrow(/no "jobs" list/);
  });
});

describe('parseFioJson on fio 2.x (microseconds, KiB/s)', () => {
  it('reads clat in us and bw in KiB/s, with the 2.x "0.00" filler percentiles', () => {
    const result = parseFioJson(fixture('2.2.10-cloud-randwrite-qd32.json'));
    expect(result.fioVersion).toBe('fio-2.2.10');
    expect(result.timestampMs).toBe(1510963172000);
    const [job] = result.jobs;
    expect(job!.directions.map((d) => d.direction)).toEqual(['write']);
    const write = job!.directions[0]!;
    expect(write.iops).toBe(15624.7);
    expect(write.bytesPerSecond).toBe(62499 * 1024);
    expect(write.mbPerSecond).toBeCloseTo(63.998976, 6);
    expect(write.clat).toEqual({ meanUs: 8151.19, p50Us: 8160, p99Us: 8640, p999Us: 14912 });
    expect(write.latMeanUs).toBe(8182.26);
  });

  it('reads client/server output (client_stats) with a mixed section and only total latency', () => {
    const result = parseFioJson(fixture('2.6-client-stats-unified-mixed.json'));
    expect(result.globalOptions).toEqual({ unified_rw_reporting: '1' });
    expect(result.jobs).toHaveLength(1);
    const mixed = result.jobs[0]!.directions[0]!;
    expect(mixed).toMatchObject({ direction: 'mixed', iops: 2252.49, bytesPerSecond: 16653 * 1024, latMeanUs: 1782.92 });
    expect(mixed.clat).toBeUndefined();
  });
});

describe('splitFioOutput', () => {
  it('drops text after the document', () => {
    expect(splitFioOutput('warn\n{"jobs": []}\nfio: late line\n')).toEqual({ preamble: ['warn'], json: '{"jobs": []}' });
  });
});

describe('fio --enghelp and --version', () => {
  it('lists the engines this fio has', () => {
    const engines = parseFioEngines(fixture('3.33-enghelp.txt'));
    expect(engines).toContain('libaio');
    expect(engines).toContain('io_uring');
    expect(engines).toContain('psync');
    expect(engines).not.toContain('Available');
  });

  it('tells a loadable engine (even one without options) from one fio cannot load', () => {
    expect(engineLoadable(fixture('3.33-enghelp-libaio.stdout.txt'), fixture('3.33-enghelp-libaio.stderr.txt'))).toBe(true);
    expect(engineLoadable(fixture('3.33-enghelp-psync.stdout.txt'), fixture('3.33-enghelp-psync.stderr.txt'))).toBe(true);
    expect(engineLoadable(fixture('3.33-enghelp-nosuchengine.stdout.txt'), fixture('3.33-enghelp-nosuchengine.stderr.txt'))).toBe(false);
    expect(engineLoadable('', fixture('3.33-engine-not-loadable-run.stderr.txt'))).toBe(false);
  });

  it('reads the version', () => {
    expect(parseFioVersion(fixture('3.33-version.txt'))).toBe('3.33');
    expect(parseFioVersion('fio-2.2.10\n')).toBe('2.2.10');
    expect(parseFioVersion('bash: fio: not found')).toBeUndefined();
  });
});
