/**
 * Runs in a fresh Node process per measurement (like `time node benchmark.js` in the
 * NVMe-boot post): launch Chromium, open a page, load a URL until `load`, quit.
 * Prints one report line; the parent measures the whole process's wall time.
 */
import { REPORT_PREFIX, type ChildPhases, type ChildReport, type ChildRequest } from './child-protocol.js';

const request = JSON.parse(process.argv[2] ?? '{}') as ChildRequest;

function report(value: ChildReport): void {
  process.stdout.write(`${REPORT_PREFIX}${JSON.stringify(value)}\n`);
}

async function main(): Promise<void> {
  const phases: Partial<ChildPhases> = {};
  let phase: keyof ChildPhases = 'startup_ms';
  try {
    const { default: puppeteer } = await import('puppeteer-core');
    phases.startup_ms = performance.now(); // performance.now() counts from process start

    phase = 'launch_ms';
    let started = performance.now();
    const browser = await puppeteer.launch({
      executablePath: request.executablePath,
      headless: request.headless,
      userDataDir: request.userDataDir,
      args: request.args,
      // The parent owns timeouts and kills the whole tree; no signal games here.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      protocolTimeout: request.navigationTimeoutMs,
      timeout: request.navigationTimeoutMs,
    });
    phases.launch_ms = performance.now() - started;

    phase = 'new_page_ms';
    started = performance.now();
    const page = await browser.newPage();
    phases.new_page_ms = performance.now() - started;

    phase = 'navigate_ms';
    started = performance.now();
    const response = await page.goto(request.url, { waitUntil: 'load', timeout: request.navigationTimeoutMs });
    phases.navigate_ms = performance.now() - started;
    const resources = await page.evaluate(() => performance.getEntriesByType('resource').length);
    const browserVersion = await browser.version();

    phase = 'close_ms';
    started = performance.now();
    await browser.close();
    phases.close_ms = performance.now() - started;

    report({
      state: 'ok',
      phases: phases as ChildPhases,
      browserVersion,
      httpStatus: response?.status() ?? null,
      resources,
    });
  } catch (error) {
    report({ state: 'errored', phase, message: error instanceof Error ? error.message : String(error), phases });
    process.exitCode = 1;
  }
}

await main();
