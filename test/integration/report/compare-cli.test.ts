import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feelbench } from '../../helpers/cli.js';
import { CAMPAIGN_FIXTURES } from '../../unit/compare/fixtures.js';

const QUICK = ['quick-vm-idle-a', 'quick-vm-idle-b', 'quick-vm-cpu-busy'].map((name) => join(CAMPAIGN_FIXTURES, name));

describe('feelbench compare on three real campaigns (built CLI)', () => {
  it('prints sentences and the table; writes markdown, html, csv, json and png', { timeout: 60_000 }, async () => {
    const terminal = await feelbench(['compare', ...QUICK]);
    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toContain('feelbench compare: 3 devices, scenario quick');
    expect(terminal.stdout).toMatch(/^chromium\.process_ms: no clear difference between vm-idle-b and vm-idle-a/m);

    const dir = mkdtempSync(join(tmpdir(), 'feelbench-compare-'));
    for (const format of ['markdown', 'html', 'csv', 'json']) {
      const result = await feelbench(['compare', ...QUICK, '--format', format, '--out', join(dir, `compare.${format}`)]);
      expect(result.code, result.stderr).toBe(0);
    }
    expect(readFileSync(join(dir, 'compare.markdown'), 'utf8')).toContain('### The answer');
    expect(readFileSync(join(dir, 'compare.html'), 'utf8').match(/class="bar"/g)).toHaveLength(6 * 3);
    expect(readFileSync(join(dir, 'compare.samples.csv'), 'utf8').trimEnd().split('\n')).toHaveLength(1 + 3 * 6 * 6);
    expect((JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as { format: string }).format).toBe('feelbench-compare');

    const png = await feelbench(['compare', ...QUICK, '--format', 'png', '--out', join(dir, 'charts')]);
    expect(png.code, png.stderr).toBe(0);
    expect(readdirSync(join(dir, 'charts')).sort()).toEqual([
      'bar-chromium.close_ms.png',
      'bar-chromium.launch_ms.png',
      'bar-chromium.navigate_ms.png',
      'bar-chromium.new_page_ms.png',
      'bar-chromium.process_ms.png',
      'bar-chromium.startup_ms.png',
    ]);
  });

  it('refuses different scenario settings with one line and exit 2; --allow-mixed flags them', { timeout: 30_000 }, async () => {
    const mixed = [join(CAMPAIGN_FIXTURES, 'quick-vm-idle-a'), join(CAMPAIGN_FIXTURES, 'three-trials-three-trials')];
    const refused = await feelbench(['compare', ...mixed]);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/different scenario settings .*trials = 5 \/ 3/);
    const allowed = await feelbench(['compare', ...mixed, '--allow-mixed']);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('flag: scenario setting trials differs: 5 / 3');
  });

  it('report --format markdown for one campaign', { timeout: 30_000 }, async () => {
    const result = await feelbench(['report', QUICK[0] as string, '--format', 'markdown']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Only one device (vm-idle-a): nothing to compare');
  });
});
