import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CacheState, Sample, Unit } from '../../campaign/model.js';
import type { Host } from '../../host/types.js';
import { unreadableBy } from '../../host/user-access.js';
import type { ProbeContext, ProbeDefinition, TrialContext } from '../types.js';
import { parseChildReport, type ChildPhases, type ChildRequest } from './child-protocol.js';
import { findBrowser, parseBrowserVersion } from './find-browser.js';
import type { ChromiumOptions } from './options.js';
import { servePage } from './page-server.js';

/** The child runs as compiled JavaScript; under the test runner this module is the .ts source. */
function childScriptPath(): string {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return join(dirname(here), 'child.js');
  return join(dirname(here), '..', '..', '..', 'dist', 'probes', 'chromium', 'child.js');
}
const CHILD_SCRIPT = childScriptPath();

const PHASES: readonly (keyof ChildPhases)[] = ['startup_ms', 'launch_ms', 'new_page_ms', 'navigate_ms', 'close_ms'];
/** The whole child process, spawn to exit, as the parent saw it. */
const PROCESS_METRIC = 'process_ms';
export const CHROMIUM_METRICS = [...PHASES, PROCESS_METRIC] as const;

/**
 * Keeps the browser off the network (closed here, and noise anywhere): without the first
 * two it phones home at every start.
 */
const QUIET_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
  '--no-default-browser-check',
  '--password-store=basic',
  '--use-mock-keychain',
];

/** How the browser will be run, decided once per session. */
interface LaunchPlan {
  executablePath: string;
  url: string;
  args: string[];
}

export function sandboxArgs(host: Host, context: ProbeContext): string[] {
  // Chromium refuses to start as root with its sandbox on. We only drop it when there is
  // no unprivileged user to run as, and the campaign records that it happened.
  return host.isRoot() && !context.probeUser ? ['--no-sandbox'] : [];
}

function hasDisplay(host: Host): boolean {
  return Boolean(host.env.DISPLAY || host.env.WAYLAND_DISPLAY);
}

export const chromiumProbe: ProbeDefinition<ChromiumOptions> = {
  id: 'chromium',

  async preflight(options, context) {
    const problems: string[] = [];
    const browser = await findBrowser(context.host, options.executable);
    if ('problem' in browser) problems.push(browser.problem);
    if (!options.headless && !hasDisplay(context.host)) {
      problems.push('chromium: headless: false needs a display (DISPLAY or WAYLAND_DISPLAY); set headless: true or run from the desktop');
    }
    if (context.probeUser) {
      // The browser's child process is node running dist/ as the unprivileged user.
      const unreadable = await unreadableBy(context.host, context.probeUser, [process.execPath, CHILD_SCRIPT]);
      if (unreadable.length > 0) {
        problems.push(`chromium: ${context.probeUser.name}, who runs the browser, cannot read ${unreadable.join(' and ')}; install feelbench (and node) where that user can read them, not under /root, or chmod o+rx the folders on the way`);
      }
    }
    return problems;
  },

  async open(options, context) {
    const browser = await findBrowser(context.host, options.executable);
    if ('problem' in browser) throw new Error(browser.problem);
    const versionOutput = await context.host.exec({ command: browser.path, args: ['--version'], timeoutMs: 30_000 });
    const version = parseBrowserVersion(versionOutput.stdout) ?? versionOutput.stdout.trim();
    const server = options.url ? undefined : await servePage();
    const plan: LaunchPlan = {
      executablePath: browser.path,
      url: options.url ?? (server as { url: string }).url,
      args: [...QUIET_ARGS, ...sandboxArgs(context.host, context), ...options.args],
    };
    return {
      tools: { chromium: version, 'chromium.path': browser.path },
      run: (trial) => runTrial(plan, options, context, trial),
      close: async () => server?.close(),
    };
  },
};

async function runTrial(plan: LaunchPlan, options: ChromiumOptions, context: ProbeContext, trial: TrialContext): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < options.runs; run++) {
    const cache: CacheState = run === 0 ? trial.firstRunCache : 'warm';
    samples.push(...(await runOnce(plan, options, context, trial, run, cache)));
  }
  return samples;
}

async function runOnce(
  plan: LaunchPlan,
  options: ChromiumOptions,
  context: ProbeContext,
  trial: TrialContext,
  run: number,
  cache: CacheState,
): Promise<Sample[]> {
  const { host, probeUser } = context;
  const userDataDir = await mkdtemp(join(tmpdir(), 'feelbench-chromium-'));
  try {
    if (probeUser) await host.chown(userDataDir, probeUser);
    const timeoutMs = options.timeoutSeconds * 1000;
    const request: ChildRequest = {
      executablePath: plan.executablePath,
      url: plan.url,
      headless: options.headless,
      userDataDir,
      args: plan.args,
      navigationTimeoutMs: timeoutMs,
    };
    const result = await host.exec({
      command: process.execPath,
      args: [CHILD_SCRIPT, JSON.stringify(request)],
      timeoutMs,
      ...(probeUser ? { runAs: probeUser } : {}),
    });
    trial.saveRaw(`chromium-run${run}.txt`, `exit: ${result.exitCode} signal: ${result.signal} wall_ms: ${result.wallMs}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr.slice(-65536)}`);

    const base = { probe: 'chromium', unit: 'ms' as Unit, run, cache };
    const erroredAll = (code: string, message: string): Sample[] =>
      CHROMIUM_METRICS.map((metric) => ({ ...base, metric, state: 'errored' as const, error: { code, message } }));

    if (result.timedOut) {
      return erroredAll('timeout', `no result within ${options.timeoutSeconds} s; the process tree was killed`);
    }
    const report = parseChildReport(result.stdout);
    if (!report) {
      const detail = result.stderr.trim().split('\n').slice(-1)[0] ?? '';
      return erroredAll('child-crashed', `the child exited with ${result.exitCode ?? result.signal} and no report: ${detail}`);
    }
    if (report.state === 'errored') {
      return erroredAll(`${report.phase.replace(/_ms$/, '')}-failed`, report.message.split('\n')[0] ?? report.message);
    }
    if (report.httpStatus !== null && report.httpStatus >= 400) {
      return erroredAll('http-status', `${plan.url} answered HTTP ${report.httpStatus}`);
    }
    return [
      ...PHASES.map((metric) => ({ ...base, metric, state: 'ok' as const, value: report.phases[metric] })),
      { ...base, metric: PROCESS_METRIC, state: 'ok' as const, value: result.wallMs },
    ];
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
}
