import { jobWrites, type FioJobSpec, type FioProfile } from './profiles.js';

/** Where fio does its I/O: a test file of ours, or a block device read-only. */
export type FioTarget =
  | { kind: 'file'; path: string; sizeBytes: number }
  | { kind: 'block-device'; path: string };

export interface JobFilePlan {
  profile: FioProfile;
  target: FioTarget;
  engine: string;
  runtimeSeconds: number;
  rampSeconds: number;
}

/** Engines in order of preference: libaio is what the reference results used. */
export const ENGINE_PREFERENCE = ['libaio', 'io_uring', 'posixaio', 'psync'] as const;

/** The engines worth trying, best first, among those this fio was built with. */
export function engineCandidates(available: readonly string[]): string[] {
  return ENGINE_PREFERENCE.filter((engine) => available.includes(engine));
}

/** Picks the I/O engine from what this fio was built with; undefined when none fits. */
export function chooseEngine(available: readonly string[]): string | undefined {
  return engineCandidates(available)[0];
}

/** The jobs that will run: on a block device only the reads, so nothing is ever written to it. */
export function plannedJobs(profile: FioProfile, target: FioTarget): FioJobSpec[] {
  return target.kind === 'block-device' ? profile.jobs.filter((spec) => !jobWrites(spec)) : [...profile.jobs];
}

/** fio reads `:` in a filename as a separator of several files. */
function escapeFilename(path: string): string {
  return path.replace(/\\/g, '\\\\').replace(/:/g, '\\:');
}

/**
 * Pure: the fio job file for a plan. Every job is time-based with a ramp, direct I/O,
 * and waits for the one before it (stonewall), so jobs never overlap.
 */
export function buildJobFile(plan: JobFilePlan): string {
  const global = [
    '[global]',
    `filename=${escapeFilename(plan.target.path)}`,
    ...(plan.target.kind === 'file' ? [`size=${plan.target.sizeBytes}`] : ['readonly=1']),
    `ioengine=${plan.engine}`,
    'direct=1',
    'invalidate=1',
    'time_based=1',
    `runtime=${plan.runtimeSeconds}`,
    `ramp_time=${plan.rampSeconds}`,
    'group_reporting=1',
  ];
  const sections = plannedJobs(plan.profile, plan.target).map((spec) =>
    [
      `[${spec.name}]`,
      'stonewall',
      `rw=${spec.rw}`,
      `bs=${spec.bs}`,
      `iodepth=${spec.iodepth}`,
      `numjobs=${spec.numjobs}`,
      ...(spec.rwmixread === undefined ? [] : [`rwmixread=${spec.rwmixread}`]),
    ].join('\n'),
  );
  return `${[global.join('\n'), ...sections].join('\n\n')}\n`;
}

/**
 * An upper bound for the whole run, for the kill timeout: every job's ramp and runtime,
 * laying the file out at a slow card's 2 MB/s, and a minute of slack.
 */
export function passTimeoutMs(plan: JobFilePlan): number {
  const jobs = plannedJobs(plan.profile, plan.target).length;
  const layoutSeconds = plan.target.kind === 'file' ? plan.target.sizeBytes / 2e6 : 0;
  return Math.ceil((jobs * (plan.runtimeSeconds + plan.rampSeconds) * 1.5 + layoutSeconds + 60) * 1000);
}

/** What the pass should take when all goes well (for the progress line). */
export function expectedSeconds(plan: JobFilePlan): number {
  return plannedJobs(plan.profile, plan.target).length * (plan.runtimeSeconds + plan.rampSeconds);
}
