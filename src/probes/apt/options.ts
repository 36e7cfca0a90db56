import { z } from 'zod';
import { cacheOptionSchema } from '../cold-cache.js';

/**
 * Installed by default on Debian 12 and Raspberry Pi OS (bookworm), about 20 MB and 2,700
 * files unpacked (perl's pure-Perl modules, the time zone database): many small files,
 * which is where dpkg's fsyncs make slow storage felt. Debian 13 (trixie) names the first
 * perl-modules-5.40.
 */
export const DEFAULT_APT_PACKAGES = ['perl-modules-5.36', 'tzdata'];

/** Debian policy: lower case letters, digits, + - . ; at least two characters. Optional =version. */
const packageName = z.string().regex(/^[a-z0-9][a-z0-9+.-]+$/, 'a Debian package name (lower case, digits, + - .)');

export const aptOptionsSchema = z.strictObject({
  probe: z.literal('apt'),
  /**
   * reinstall: time reinstalling installed packages from apt's cache, every trial.
   * upgrade: time `apt-get upgrade` from a pre-downloaded cache, once per device.
   * install-purge: time installing then purging packages that are not installed, every trial.
   */
  mode: z.enum(['reinstall', 'upgrade', 'install-purge']).default('reinstall'),
  /** The package set (reinstall, install-purge); upgrade takes whatever is upgradable. */
  packages: z.array(packageName).min(1).default(DEFAULT_APT_PACKAGES),
  /** One apt run longer than this is killed and the package database repaired. */
  timeoutSeconds: z.number().positive().max(6 * 3600).default(1800),
  /** How long to wait for another package manager (unattended-upgrades ...) to let go of the dpkg lock. */
  lockWaitSeconds: z.number().min(0).max(3600).default(300),
  /** cold: drop the page cache before each timed apt run (needs root, as apt does). */
  cache: cacheOptionSchema,
});

export type AptOptions = z.infer<typeof aptOptionsSchema>;
