/**
 * Named sets of fio jobs that reproduce the reference results in DESIGN.md. A job's name
 * is the first part of its metrics (`rnd4k_q1t1.read_iops`), so it says block size,
 * queue depth and threads, like CrystalDiskMark's labels; read and write runs of the same
 * shape share the name and are told apart by direction.
 */

export type FioRw = 'read' | 'write' | 'randread' | 'randwrite' | 'randrw';

export interface FioJobSpec {
  name: string;
  rw: FioRw;
  /** fio block size: `4k`, `1M`. */
  bs: string;
  iodepth: number;
  numjobs: number;
  /** Percentage of reads in a randrw job. */
  rwmixread?: number;
}

export interface FioProfile {
  id: FioProfileId;
  description: string;
  /** Where the profile comes from, for reports. */
  reference: string;
  jobs: readonly FioJobSpec[];
}

export const FIO_PROFILE_IDS = ['cdm', 'sbc', 'randrw-75-25', 'pibench'] as const;
export type FioProfileId = (typeof FIO_PROFILE_IDS)[number];

const job = (name: string, rw: FioRw, bs: string, iodepth: number, extra: Partial<FioJobSpec> = {}): FioJobSpec => ({
  name,
  rw,
  bs,
  iodepth,
  numjobs: 1,
  ...extra,
});

export const FIO_PROFILES: Record<FioProfileId, FioProfile> = {
  cdm: {
    id: 'cdm',
    description: 'CrystalDiskMark-like: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1, read then write',
    reference: 'Pi 5 + M.2 vendor note (PCIe Gen2 vs Gen3)',
    jobs: [
      job('seq1m_q8t1', 'read', '1M', 8),
      job('seq1m_q8t1', 'write', '1M', 8),
      job('seq1m_q1t1', 'read', '1M', 1),
      job('seq1m_q1t1', 'write', '1M', 1),
      job('rnd4k_q32t1', 'randread', '4k', 32),
      job('rnd4k_q32t1', 'randwrite', '4k', 32),
      job('rnd4k_q1t1', 'randread', '4k', 1),
      job('rnd4k_q1t1', 'randwrite', '4k', 1),
    ],
  },
  sbc: {
    id: 'sbc',
    description: 'sequential 1M QD1 read and write; random 4K 70/30 read/write QD4',
    reference: 'Pi 5 media comparison (NVMe vs microSD)',
    jobs: [
      job('seq1m_q1t1', 'read', '1M', 1),
      job('seq1m_q1t1', 'write', '1M', 1),
      job('rnd4k_q4t1_rw70', 'randrw', '4k', 4, { rwmixread: 70 }),
    ],
  },
  'randrw-75-25': {
    id: 'randrw-75-25',
    description: 'random 4K 75/25 read/write at QD64',
    reference: 'NUC media server post (HDD, USB stick, NVMe)',
    jobs: [job('rnd4k_q64t1_rw75', 'randrw', '4k', 64, { rwmixread: 75 })],
  },
  pibench: {
    id: 'pibench',
    description: 'random 4K read and random 4K write at QD64',
    reference: 'Pi storage roundup style',
    jobs: [job('rnd4k_q64t1', 'randread', '4k', 64), job('rnd4k_q64t1', 'randwrite', '4k', 64)],
  },
};

export function jobWrites(spec: FioJobSpec): boolean {
  return spec.rw !== 'read' && spec.rw !== 'randread';
}
