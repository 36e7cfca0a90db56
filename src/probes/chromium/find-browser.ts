import type { Host } from '../../host/types.js';

/**
 * Where distributions put Chromium. The real binaries come first: Debian's /usr/bin/chromium
 * is a shell wrapper that reads /etc/chromium.d and then execs /usr/lib/chromium/chromium,
 * which would add a shell start to every launch we time.
 */
export const BROWSER_CANDIDATES = [
  '/usr/lib/chromium/chromium', // Debian, Raspberry Pi OS (bookworm and later)
  '/usr/lib/chromium-browser/chromium-browser', // Raspberry Pi OS (bullseye and earlier)
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser', // Ubuntu (a snap launcher), older Raspberry Pi OS
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

export type BrowserSource = 'scenario' | 'environment' | 'search';

export interface FoundBrowser {
  path: string;
  source: BrowserSource;
}

export const BROWSER_ENV = 'FEELBENCH_CHROMIUM';

export async function findBrowser(host: Host, fromScenario?: string): Promise<FoundBrowser | { problem: string }> {
  if (fromScenario) {
    const path = await host.which(fromScenario);
    return path ? { path, source: 'scenario' } : { problem: `the scenario's chromium executable ${fromScenario} does not exist or is not executable` };
  }
  const fromEnvironment = host.env[BROWSER_ENV];
  if (fromEnvironment) {
    const path = await host.which(fromEnvironment);
    return path
      ? { path, source: 'environment' }
      : { problem: `${BROWSER_ENV}=${fromEnvironment} does not exist or is not executable` };
  }
  for (const candidate of BROWSER_CANDIDATES) {
    if (await host.which(candidate)) return { path: candidate, source: 'search' };
  }
  return {
    problem: `no Chromium found; install it (Debian: sudo apt install chromium; Raspberry Pi OS: sudo apt install chromium-browser) or set ${BROWSER_ENV}=/path/to/chrome`,
  };
}

/** `Chromium 156.0.8078.73 built on Debian GNU/Linux 12 (bookworm)` -> `156.0.8078.73`. */
export function parseBrowserVersion(output: string): string | undefined {
  return /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1];
}
