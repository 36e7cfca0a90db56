/** What a reboot campaign needs from the machine beyond `Host`: kept apart so tests can fake it. */
export interface BootControl {
  /**
   * Asks systemd to reboot. When the request is accepted the shutdown ends this process, so
   * this only returns by throwing (the request failed, or the machine did not go down).
   */
  reboot(): Promise<never>;
  /** Writes, loads and enables the unit that starts `feelbench resume` after each boot. */
  installResumeUnit(text: string): Promise<void>;
  /** Disables and deletes it; a no-op when it is not installed. Never stops a running resume. */
  removeResumeUnit(): Promise<void>;
  resumeUnitInstalled(): Promise<boolean>;
  /** Where the unit file goes (printed by --dry-run). */
  resumeUnitPath: string;
  /** systemd runs as PID 1 (else nothing would start the resume unit). */
  systemdIsPid1(): Promise<boolean>;
  isProcessAlive(pid: number): boolean;
  /** Permission bits and owner of a path; undefined when it does not exist. */
  fileMode(path: string): Promise<{ mode: number; uid: number } | undefined>;
}

export const RESUME_UNIT_NAME = 'feelbench-resume.service';
