import { describe, expect, it } from 'vitest';
import { buildCompareReport } from '../../../src/compare/build.js';
import { correlationSentences, headlineSentences, transportSentences, versusSentence } from '../../../src/report/compare-sentences.js';
import { intervalWords, percentWord } from '../../../src/report/compare-words.js';
import type { VersusBaseline } from '../../../src/stats/device-comparison.js';
import { fixtureCampaign, THREE_QUICK, withDevice } from '../compare/fixtures.js';
import { threeDeviceReport } from './synthetic-report.js';

describe('words', () => {
  it('percentages: whole numbers from 10%, one decimal below', () => {
    expect(percentWord(0.4412)).toBe('44%');
    expect(percentWord(0.034)).toBe('3.4%');
    expect(percentWord(-0.1)).toBe('-10%');
  });
  it('intervals: one side of zero as a range, across zero in words', () => {
    expect(intervalWords({ low: 0.4, high: 0.48 })).toBe('40-48%');
    expect(intervalWords({ low: -0.12, high: -0.08 })).toBe('8.0-12%');
    expect(intervalWords({ low: -0.03, high: 0.05 })).toBe('from 3.0% slower to 5.0% faster');
  });
});

describe('versusSentence', () => {
  const base: VersusBaseline = {
    key: 'chromium.process_ms',
    device: 'NVMe',
    baseline: 'microSD',
    n: 3,
    baselineN: 3,
    comparison: {
      ratio: { estimate: 0.56, ci: { low: 0.52, high: 0.6 } },
      change: { estimate: -0.44, ci: { low: -0.48, high: -0.4 } },
      gain: { estimate: 0.44, ci: { low: 0.4, high: 0.48 } },
    },
    mannWhitney: { u: 0, p: 0.1, method: 'exact', n1: 3, n2: 3 },
    verdict: 'better',
  };

  it('writes the sentence users publish, from the numbers', () => {
    expect(versusSentence('chromium.process_ms', base, 3)).toBe(
      'NVMe opens Chromium, loads the page and quits 44% faster than microSD (95% CI 40-48%, 3 trials each).',
    );
  });

  it('slower: the size of the loss, and the interval turned the same way', () => {
    const worse: VersusBaseline = {
      ...base,
      device: 'NVMe (USB)',
      baseline: 'NVMe',
      verdict: 'worse',
      comparison: { ...base.comparison!, gain: { estimate: -0.1, ci: { low: -0.13, high: -0.07 } } },
    };
    expect(versusSentence('chromium.process_ms', worse, 3)).toBe(
      'NVMe (USB) opens Chromium, loads the page and quits 10% slower than NVMe (95% CI 7.0-13%, 3 trials each).',
    );
  });

  it('no clear difference and too few trials are said as such', () => {
    const unclear: VersusBaseline = { ...base, key: 'boot.total_ms', verdict: 'no-clear-difference', comparison: { ...base.comparison!, gain: { estimate: 0.01, ci: { low: -0.03, high: 0.05 } } } };
    expect(versusSentence('boot.total_ms', unclear, 3)).toBe(
      'boot.total_ms: no clear difference between NVMe and microSD (95% CI from 3.0% slower to 5.0% faster, 3 trials each).',
    );
    expect(versusSentence('boot.total_ms', { ...base, n: 2, baselineN: 5, verdict: 'too-few-trials' }, 3)).toBe(
      'boot.total_ms: too few trials to compare NVMe with microSD (2 and 5 trials; at least 3 each needed).',
    );
  });
});

describe('report sentences', () => {
  it('one line per felt metric and device, none for fio; correlation names the best fio metric with n', () => {
    const report = threeDeviceReport();
    const lines = headlineSentences(report);
    expect(lines).toHaveLength(3 * 2);
    expect(lines.some((line) => line.startsWith('nvme opens Chromium, loads the page and quits 44% faster than microsd (95% CI'))).toBe(true);
    expect(lines.some((line) => line.includes('fio.'))).toBe(false);
    // Both fio metrics rank the devices perfectly (Spearman -1); Pearson breaks the tie:
    // medians (94, 300, 785) MB/s vs (1000, 700, 560) ms give -0.9065, IOPS only -0.8396
    // (scipy 1.17.1 pearsonr).
    expect(correlationSentences(report)).toContain(
      'chromium.process_ms is best predicted by fio.seq1m_q1t1.read_mbps: Spearman -1.00, Pearson -0.91 (n = 3 devices). A perfect rank order of 3 devices happens by chance 1 time in 3: a hint, not proof.',
    );
  });

  it('says nothing of a phase no device has (firmware time without EFI)', () => {
    const report = threeDeviceReport();
    const [first] = report.comparison.metrics;
    if (!first) throw new Error('no metric');
    report.comparison.metrics.push({
      ...first,
      key: 'boot.firmware_ms',
      probe: 'boot',
      metric: 'firmware_ms',
      devices: first.devices.map((device) => ({ ...device, values: [], summary: null })),
      versus: first.versus.map((versus) => ({ ...versus, key: 'boot.firmware_ms', n: 0, baselineN: 0, verdict: 'too-few-trials' as const })),
    });
    const lines = headlineSentences(report);
    expect(lines).toHaveLength(3 * 2);
    expect(lines.some((line) => line.includes('firmware'))).toBe(false);
  });

  it('native vs USB line from real campaigns given device records', () => {
    const [a, b, c] = THREE_QUICK.map(fixtureCampaign) as [ReturnType<typeof fixtureCampaign>, ReturnType<typeof fixtureCampaign>, ReturnType<typeof fixtureCampaign>];
    const report = buildCompareReport([
      withDevice(a, { label: 'sd', model: 'SD64G', transport: 'mmc' }),
      withDevice(b, { label: 'nvme', model: 'Samsung SSD 980', transport: 'nvme' }),
      withDevice(c, { label: 'nvme-usb', model: 'Samsung SSD 980', transport: 'usb' }),
    ], { resamples: 2000 });
    const lines = transportSentences(report);
    expect(lines).toHaveLength(6);
    expect(lines.every((line) => line.startsWith('The same drive (Samsung SSD 980) behind USB vs native: '))).toBe(true);
    expect(lines.some((line) => /nvme-usb .* (faster|slower) than nvme|between nvme-usb and nvme/.test(line))).toBe(true);
  });

  it('two devices: the correlation cannot be computed, and it says so', () => {
    const report = buildCompareReport(['quick-vm-idle-a', 'quick-vm-idle-b'].map(fixtureCampaign), { resamples: 500 });
    expect(correlationSentences(report)).toEqual(['Felt vs fio correlation cannot be computed: it needs 3 devices or more, there are 2.']);
  });
});
