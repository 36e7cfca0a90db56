import type { CacheState, Sample } from '../campaign/model.js';
import type { Host, RunAsUser } from '../host/types.js';

/** What a probe gets for the whole campaign session (one process; a reboot starts a new one). */
export interface ProbeContext {
  host: Host;
  /** The unprivileged user to run as, when the harness is root and one is known. */
  probeUser?: RunAsUser;
  log(message: string): void;
}

/** What a probe gets for one trial. */
export interface TrialContext {
  index: number;
  /** Cache state of the first run of this trial (the first trial after a boot is cold). */
  firstRunCache: CacheState;
  /** Keeps a tool's own output under raw/, named after the trial and probe. */
  saveRaw(name: string, content: string): void;
}

export interface ProbeSession {
  run(trial: TrialContext): Promise<Sample[]>;
  close(): Promise<void>;
  /** Versions of what this probe drives (recorded in campaign.json). */
  tools: Record<string, string>;
}

/**
 * A probe: collects samples, judges nothing. A failure inside run() is turned into an
 * errored sample by the runner, and the campaign goes on.
 */
export interface ProbeDefinition<Options> {
  id: string;
  /**
   * Problems that make the probe impossible here (binary missing ...), as one line each
   * with what to do; checked before a campaign starts, so nothing half-made is left.
   */
  preflight(options: Options, context: ProbeContext): Promise<string[]>;
  open(options: Options, context: ProbeContext): Promise<ProbeSession>;
}

/** A failure with a stable code, stored in errored samples. */
export class ProbeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProbeError';
  }
}
