import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAnalyzeTime } from '../../../src/parse/systemd-analyze-time.js';
import { managerBootTimestamps, parseSystemctlShow } from '../../../src/parse/systemctl-show.js';
import { bootFigures, bootSamples, compareWithAnalyze } from '../../../src/probes/boot/metrics.js';

const read = (path: string) => readFileSync(path, 'utf8');
const times = () => managerBootTimestamps(parseSystemctlShow(read('test/fixtures/systemctl/trixie-virtio-show-timestamps.txt')));

describe('boot metrics from the manager timestamps', () => {
  it('computes the trixie boot and agrees with what systemd-analyze printed for the same boot', () => {
    const analyze = parseAnalyzeTime(read('test/fixtures/systemd-analyze/trixie-virtio-time.txt'));
    if (analyze.state !== 'finished' || analyze.target.state !== 'reached') throw new Error('fixture changed shape');
    const manager = times();
    // default.target's ActiveEnterTimestampMonotonic is not in the capture: userspace start plus
    // the time analyze printed for it places it in the same millisecond.
    const figures = bootFigures(manager, manager.userspace + analyze.target.afterMs * 1000);
    expect(figures.kernelMs).toBe(manager.userspace / 1000);
    expect(figures.userspaceMs).toBe((manager.finish - manager.userspace) / 1000);
    expect(figures.totalMs).toBe(manager.finish / 1000);
    expect(compareWithAnalyze(figures, analyze)).toEqual([]);
  });

  it('flags a disagreement of a millisecond or more', () => {
    const analyze = parseAnalyzeTime(read('test/fixtures/systemd-analyze/trixie-virtio-time.txt'));
    const figures = bootFigures(times(), 0);
    const problems = compareWithAnalyze({ ...figures, userspaceMs: figures.userspaceMs + 5 }, analyze);
    expect(problems.join('\n')).toMatch(/userspace: systemd-analyze printed \d+ ms/);
    expect(problems.join('\n')).toMatch(/default target/);
  });

  it('marks phases the machine did not have as skipped, never as zero', () => {
    const samples = bootSamples(bootFigures(times(), 0));
    expect(samples.filter((sample) => sample.state === 'skipped').map((sample) => sample.metric)).toEqual(['firmware_ms', 'loader_ms', 'initrd_ms', 'default_target_ms']);
  });

  it('refuses a boot that has not finished (captured during the boot)', () => {
    const early = managerBootTimestamps(parseSystemctlShow(read('test/fixtures/systemctl/trixie-lab-early-show-timestamps.txt')));
    expect(() => bootFigures(early, 0)).toThrow(/not finished/);
  });
});
