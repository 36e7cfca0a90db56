import { describe, expect, it } from 'vitest';
import { buildJobFile, chooseEngine, expectedSeconds, passTimeoutMs, plannedJobs } from '../../../src/probes/fio/job-file.js';
import { FIO_PROFILES } from '../../../src/probes/fio/profiles.js';
import { formatBytes, parseSize } from '../../../src/probes/fio/size.js';

describe('profiles', () => {
  it('cdm is the CrystalDiskMark set, read then write of each shape', () => {
    expect(FIO_PROFILES.cdm.jobs.map((job) => `${job.name}:${job.rw}:${job.bs}:${job.iodepth}`)).toEqual([
      'seq1m_q8t1:read:1M:8',
      'seq1m_q8t1:write:1M:8',
      'seq1m_q1t1:read:1M:1',
      'seq1m_q1t1:write:1M:1',
      'rnd4k_q32t1:randread:4k:32',
      'rnd4k_q32t1:randwrite:4k:32',
      'rnd4k_q1t1:randread:4k:1',
      'rnd4k_q1t1:randwrite:4k:1',
    ]);
  });

  it('defaults (10 s + 2 s ramp per job) keep cdm near two minutes', () => {
    const plan = { profile: FIO_PROFILES.cdm, target: { kind: 'file' as const, path: '/var/tmp/feelbench-fio.tmp', sizeBytes: 2 ** 30 }, engine: 'libaio', runtimeSeconds: 10, rampSeconds: 2 };
    expect(expectedSeconds(plan)).toBe(96);
    // the kill timeout allows a slow card to lay the file out
    expect(passTimeoutMs(plan)).toBeGreaterThan(96_000 + 500_000);
  });
});

describe('buildJobFile', () => {
  it('writes a time-based, direct, stonewalled job file for a test file', () => {
    const text = buildJobFile({
      profile: FIO_PROFILES.sbc,
      target: { kind: 'file', path: '/mnt/usb:1/feelbench-fio.tmp', sizeBytes: 64 * 2 ** 20 },
      engine: 'libaio',
      runtimeSeconds: 3,
      rampSeconds: 1,
    });
    expect(text).toBe(
      [
        '[global]',
        'filename=/mnt/usb\\:1/feelbench-fio.tmp',
        'size=67108864',
        'ioengine=libaio',
        'direct=1',
        'invalidate=1',
        'time_based=1',
        'runtime=3',
        'ramp_time=1',
        'group_reporting=1',
        '',
        '[seq1m_q1t1]',
        'stonewall',
        'rw=read',
        'bs=1M',
        'iodepth=1',
        'numjobs=1',
        '',
        '[seq1m_q1t1]',
        'stonewall',
        'rw=write',
        'bs=1M',
        'iodepth=1',
        'numjobs=1',
        '',
        '[rnd4k_q4t1_rw70]',
        'stonewall',
        'rw=randrw',
        'bs=4k',
        'iodepth=4',
        'numjobs=1',
        'rwmixread=70',
        '',
      ].join('\n'),
    );
  });

  it('on a block device runs only the reads, read-only, without a size', () => {
    const target = { kind: 'block-device' as const, path: '/dev/nvme0n1' };
    expect(plannedJobs(FIO_PROFILES.cdm, target).map((job) => job.rw)).toEqual(['read', 'read', 'randread', 'randread']);
    const text = buildJobFile({ profile: FIO_PROFILES.pibench, target, engine: 'libaio', runtimeSeconds: 5, rampSeconds: 0 });
    expect(text).toContain('readonly=1');
    expect(text).not.toContain('size=');
    expect(text).not.toMatch(/rw=(rand)?write|rw=randrw/);
  });
});

describe('chooseEngine', () => {
  it('prefers libaio and falls back when it is missing', () => {
    expect(chooseEngine(['sync', 'psync', 'io_uring', 'libaio'])).toBe('libaio');
    expect(chooseEngine(['sync', 'psync', 'io_uring'])).toBe('io_uring');
    expect(chooseEngine(['sync', 'psync'])).toBe('psync');
    expect(chooseEngine(['sync'])).toBeUndefined();
  });
});

describe('parseSize', () => {
  it('reads binary sizes the way fio does', () => {
    expect(parseSize('1GiB')).toBe(2 ** 30);
    expect(parseSize('1G')).toBe(2 ** 30);
    expect(parseSize('512MiB')).toBe(512 * 2 ** 20);
    expect(parseSize('256m')).toBe(256 * 2 ** 20);
    expect(parseSize('1.5G')).toBe(1.5 * 2 ** 30);
    expect(parseSize('4096')).toBe(4096);
    expect(parseSize('0')).toBeUndefined();
    expect(parseSize('lots')).toBeUndefined();
    expect(formatBytes(2 ** 30)).toBe('1 GiB');
    expect(formatBytes(1.5 * 2 ** 20)).toBe('1.5 MiB');
  });
});
