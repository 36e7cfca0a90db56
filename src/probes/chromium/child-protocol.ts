/** What the parent tells the child, and what the child prints back as its last stdout line. */

export interface ChildRequest {
  executablePath: string;
  url: string;
  headless: boolean;
  userDataDir: string;
  args: string[];
  navigationTimeoutMs: number;
}

export interface ChildPhases {
  /** Node start to just before the browser launch: runtime and puppeteer-core loading. */
  startup_ms: number;
  launch_ms: number;
  new_page_ms: number;
  navigate_ms: number;
  close_ms: number;
}

export type ChildReport =
  | {
      state: 'ok';
      phases: ChildPhases;
      browserVersion: string;
      httpStatus: number | null;
      resources: number;
    }
  | { state: 'errored'; phase: keyof ChildPhases; message: string; phases: Partial<ChildPhases> };

export const REPORT_PREFIX = 'FEELBENCH-CHILD-REPORT ';

/** Finds the report line among whatever else the child (or Chromium) printed. */
export function parseChildReport(stdout: string): ChildReport | undefined {
  const line = stdout
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith(REPORT_PREFIX));
  if (!line) return undefined;
  try {
    return JSON.parse(line.slice(REPORT_PREFIX.length)) as ChildReport;
  } catch {
    return undefined;
  }
}
