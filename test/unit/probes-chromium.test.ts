import { describe, expect, it } from 'vitest';
import { findBrowser, parseBrowserVersion } from '../../src/probes/chromium/find-browser.js';
import { chromiumProbe } from '../../src/probes/chromium/probe.js';
import { chromiumOptionsSchema } from '../../src/probes/chromium/options.js';
import { parseChildReport, REPORT_PREFIX } from '../../src/probes/chromium/child-protocol.js';
import { createFakeHost } from '../helpers/fake-host.js';

const existing = (paths: string[]) => async (binary: string) => (paths.includes(binary) ? binary : undefined);

describe('findBrowser', () => {
  it('prefers the real Debian binary over the wrapper script', async () => {
    const host = createFakeHost({ which: existing(['/usr/bin/chromium', '/usr/lib/chromium/chromium']) });
    expect(await findBrowser(host)).toEqual({ path: '/usr/lib/chromium/chromium', source: 'search' });
  });
  it('finds Raspberry Pi OS bullseye and Ubuntu snap layouts', async () => {
    expect(await findBrowser(createFakeHost({ which: existing(['/usr/lib/chromium-browser/chromium-browser']) }))).toMatchObject({
      path: '/usr/lib/chromium-browser/chromium-browser',
    });
    expect(await findBrowser(createFakeHost({ which: existing(['/snap/bin/chromium']) }))).toMatchObject({ path: '/snap/bin/chromium' });
  });
  it('takes the scenario first, then FEELBENCH_CHROMIUM', async () => {
    const host = createFakeHost({ which: existing(['/opt/a', '/opt/b', '/usr/lib/chromium/chromium']), env: { FEELBENCH_CHROMIUM: '/opt/b' } });
    expect(await findBrowser(host, '/opt/a')).toEqual({ path: '/opt/a', source: 'scenario' });
    expect(await findBrowser(host)).toEqual({ path: '/opt/b', source: 'environment' });
  });
  it('says how to install it when there is none', async () => {
    const result = await findBrowser(createFakeHost({ which: existing([]) }));
    expect(result).toEqual({ problem: expect.stringContaining('sudo apt install chromium') });
  });
});

describe('parseBrowserVersion', () => {
  it('reads the version Debian prints', () => {
    // Captured here: /usr/lib/chromium/chromium --version
    expect(parseBrowserVersion('Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n')).toBe('156.0.8078.79');
  });
});

describe('chromium preflight', () => {
  it('refuses a headful run without a display', async () => {
    const host = createFakeHost({ which: existing(['/usr/lib/chromium/chromium']), env: {} });
    const options = chromiumOptionsSchema.parse({ probe: 'chromium', headless: false });
    expect(await chromiumProbe.preflight(options, { host, log: () => undefined })).toEqual([expect.stringContaining('needs a display')]);
    const withDisplay = createFakeHost({ which: existing(['/usr/lib/chromium/chromium']), env: { DISPLAY: ':0' } });
    expect(await chromiumProbe.preflight(options, { host: withDisplay, log: () => undefined })).toEqual([]);
  });
});

describe('parseChildReport', () => {
  it('finds the report line among browser noise', () => {
    const stdout = `DevTools listening on ws://127.0.0.1:1/x\n${REPORT_PREFIX}{"state":"errored","phase":"launch_ms","message":"x","phases":{}}\n`;
    expect(parseChildReport(stdout)).toMatchObject({ state: 'errored', phase: 'launch_ms' });
    expect(parseChildReport('nothing here')).toBeUndefined();
    expect(parseChildReport(`${REPORT_PREFIX}{broken`)).toBeUndefined();
  });
});
