import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFioJson } from '../../../src/parse/fio-json.js';
import { fioSamples, metricJobName } from '../../../src/probes/fio/samples.js';

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '../../fixtures/fio', name), 'utf8');

describe('fioSamples', () => {
  it('names metrics job.direction_figure with declared units, values unrounded', () => {
    const samples = fioSamples(parseFioJson(fixture('3.33-sbc-libaio.json')));
    const byMetric = new Map(samples.map((sample) => [sample.metric, sample]));
    expect(byMetric.get('seq1m_q1t1.read_mbps')).toEqual({ probe: 'fio', metric: 'seq1m_q1t1.read_mbps', unit: 'MB/s', run: 0, state: 'ok', value: 1003.509765 });
    expect(byMetric.get('seq1m_q1t1.read_mibps')).toMatchObject({ unit: 'MiB/s', value: 1003509765 / 1048576 });
    expect(byMetric.get('rnd4k_q4t1_rw70.write_iops')).toMatchObject({ unit: 'IOPS', value: 9023.996082 });
    expect(byMetric.get('rnd4k_q4t1_rw70.read_clat_p99_us')).toMatchObject({ unit: 'us', value: 782.336 });
    expect(byMetric.get('rnd4k_q4t1_rw70.read_clat_p99_9_us')).toMatchObject({ unit: 'us', value: 4292.608 });
    expect(byMetric.get('seq1m_q1t1_w.write_clat_mean_us')?.state).toBe('ok');
    // per direction: iops, mbps, mibps, clat mean, p50, p99, p99.9
    expect(samples).toHaveLength(4 * 7);
  });

  it('leaves out figures fio did not report instead of inventing them', () => {
    const samples = fioSamples(parseFioJson(fixture('3.33-sbc-no-clat-percentiles.json')));
    expect(samples.some((sample) => sample.metric.includes('_p99_'))).toBe(false);
    expect(samples.filter((sample) => sample.metric.endsWith('clat_mean_us'))).toHaveLength(4);
  });

  it('uses total latency when only that was reported (fio 2.6 client output)', () => {
    const samples = fioSamples(parseFioJson(fixture('2.6-client-stats-unified-mixed.json')));
    expect(samples.map((sample) => sample.metric)).toEqual([
      'all_clients.mixed_iops',
      'all_clients.mixed_mbps',
      'all_clients.mixed_mibps',
      'all_clients.mixed_lat_mean_us',
    ]);
  });

  it('turns a failed job into one errored sample with the errno and fio\'s own line', () => {
    const samples = fioSamples(parseFioJson(fixture('3.33-job-error-no-size.json')), fixture('3.33-job-error-no-size.stderr.txt'));
    const errored = samples.filter((sample) => sample.state === 'errored');
    expect(errored.map((sample) => sample.metric)).toEqual(['seq1m_q1t1_write.*', 'rnd4k_q4t1_randrw70.*']);
    expect(errored[0]).toMatchObject({
      error: { code: 'fio-job-error', message: 'fio job seq1m_q1t1_write failed with error 22 (EINVAL): seq1m_q1t1_write: you need to specify size=' },
    });
    expect(samples.filter((sample) => sample.state === 'ok').map((sample) => sample.metric)).toContain('seq1m_q1t1_read.read_iops');

    const eperm = fioSamples(parseFioJson(fixture('3.33-blockdev-open-eperm.json')), fixture('3.33-blockdev-open-eperm.stderr.txt'));
    expect(eperm).toEqual([
      expect.objectContaining({
        state: 'errored',
        error: { code: 'fio-job-error', message: 'fio job rnd4k_q32t1 failed with error 1 (EPERM): fio: pid=0, err=1/file:filesetup.c:805, func=open(/dev/vda), error=Operation not permitted' },
      }),
    ]);
  });

  it('gives the cdm profile\'s CrystalDiskMark figures under their names (feelbench fio --profile cdm here)', () => {
    const samples = fioSamples(parseFioJson(fixture('3.33-cdm-defaults.json')));
    const metrics = samples.filter((sample) => sample.metric.endsWith('_mbps') || sample.metric.endsWith('_iops')).map((sample) => sample.metric);
    expect(metrics).toEqual(
      ['seq1m_q8t1.read', 'seq1m_q8t1.write', 'seq1m_q1t1.read', 'seq1m_q1t1.write', 'rnd4k_q32t1.read', 'rnd4k_q32t1.write', 'rnd4k_q1t1.read', 'rnd4k_q1t1.write'].flatMap(
        (prefix) => [`${prefix}_iops`, `${prefix}_mbps`],
      ),
    );
    expect(samples.every((sample) => sample.state === 'ok' && sample.value > 0)).toBe(true);
  });

  it('makes job names metric-safe', () => {
    expect(metricJobName('RND4K Q1T1')).toBe('rnd4k_q1t1');
    expect(metricJobName('All clients')).toBe('all_clients');
    expect(metricJobName('---')).toBe('job');
  });
});
