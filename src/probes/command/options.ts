import { z } from 'zod';
import { cacheOptionSchema } from '../cold-cache.js';

/**
 * A command line: a list is run as is (argv, no shell); a string is run by `sh -c`, for
 * pipes and redirections. `{assets}` is replaced by feelbench's assets folder and
 * `{workdir}` by a scratch folder owned by the user the command runs as.
 */
export const commandLineSchema = z.union([z.string().min(1), z.array(z.string()).min(1)]);
export type CommandLine = z.infer<typeof commandLineSchema>;

export const commandOptionsSchema = z.strictObject({
  probe: z.literal('command'),
  /** Names the metric: `command.<name>_ms`. Unique within a scenario. */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes'),
  command: commandLineSchema,
  /** Run before each timed run, untimed (hyperfine's --prepare): clean up, create files ... */
  prepare: commandLineSchema.optional(),
  /** Timed runs per trial. */
  runs: z.number().int().min(1).max(1000).default(5),
  /** A run (or prepare) longer than this is killed with its process group and recorded as errored. */
  timeoutSeconds: z.number().positive().max(3600).default(60),
  /** Any other exit code makes the run errored. */
  expectExitCode: z.number().int().min(0).max(255).default(0),
  /** Run as this user instead of the campaign's unprivileged user (`root` to keep root). */
  user: z.string().min(1).optional(),
  /** cold: drop the page cache before each run (needs root). */
  cache: cacheOptionSchema,
});

export type CommandOptions = z.infer<typeof commandOptionsSchema>;
