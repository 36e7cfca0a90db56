import type { CompareReport } from '../compare/model.js';
import type { MetricComparison, VersusBaseline } from '../stats/device-comparison.js';
import { FIO_PROBE } from '../stats/felt-vs-fio.js';
import { intervalWords, metricPhrase, percentWord, trialsWords } from './compare-words.js';

/** Metrics people feel (not fio, and with a direction), in the comparison's order. */
export function feltMetrics(report: CompareReport): MetricComparison[] {
  return report.comparison.metrics.filter((metric) => metric.probe !== FIO_PROBE && metric.direction !== 'none');
}

/** One sentence from one comparison; the numbers all come from stats. */
export function versusSentence(key: string, versus: VersusBaseline, minTrials: number): string {
  const phrase = metricPhrase(key);
  const trials = trialsWords(versus);
  const gain = versus.comparison?.gain;
  switch (versus.verdict) {
    case 'too-few-trials':
      return `${key}: too few trials to compare ${versus.device} with ${versus.baseline} (${trials}; at least ${minTrials} each needed).`;
    case 'better':
    case 'worse': {
      if (!gain?.ci) return `${key}: ${versus.device} vs ${versus.baseline}: no interval (${trials}).`;
      const better = versus.verdict === 'better';
      const size = better ? gain.estimate : -gain.estimate;
      const ci = better ? gain.ci : { low: -gain.ci.high, high: -gain.ci.low };
      return `${versus.device} ${phrase} ${percentWord(size)} ${better ? 'faster' : 'slower'} than ${versus.baseline} (95% CI ${intervalWords(ci)}, ${trials}).`;
    }
    case 'higher':
    case 'lower':
      return `${key}: ${versus.device} is ${versus.verdict} than ${versus.baseline} by ${percentWord(Math.abs(gain?.estimate ?? 0))} (${trials}).`;
    case 'no-clear-difference':
      return `${key}: no clear difference between ${versus.device} and ${versus.baseline}${gain?.ci ? ` (95% CI ${intervalWords(gain.ci)}, ${trials})` : ` (${trials})`}.`;
  }
}

/** One line per felt metric and device, against the baseline. */
export function headlineSentences(report: CompareReport): string[] {
  const lines: string[] = [];
  if (report.comparison.devices.length < 2) return [`Only one device (${report.comparison.baseline}): nothing to compare; the table lists its summaries.`];
  for (const metric of feltMetrics(report)) {
    // A phase no device has (firmware and loader times without EFI) is not a finding.
    if (metric.devices.every((device) => device.values.length === 0)) continue;
    for (const versus of metric.versus) lines.push(versusSentence(metric.key, versus, report.comparison.minTrials));
  }
  return lines;
}

/** The native-vs-USB lines: the same drive model on both transports, USB against native. */
export function transportSentences(report: CompareReport): string[] {
  return report.pairs.flatMap((pair) =>
    pair.metrics.map(
      (versus) => `The same drive (${pair.model}) behind USB vs native: ${versusSentence(versus.key, versus, report.comparison.minTrials)}`,
    ),
  );
}

export function correlationSentences(report: CompareReport): string[] {
  const result = report.feltVsFio;
  if (!result.computable) {
    switch (result.reason) {
      case 'too-few-devices':
        return [`Felt vs fio correlation cannot be computed: it needs ${result.minDevices} devices or more, there are ${result.devices}.`];
      case 'no-fio-metrics':
        return ['Felt vs fio correlation cannot be computed: no campaign has fio results (add the fio probe to the scenario).'];
      case 'no-felt-metrics':
        return ['Felt vs fio correlation cannot be computed: no felt metrics (only fio) were measured.'];
    }
  }
  return result.best.map((row) => {
    const perfect = row.spearman !== null && Math.abs(row.spearman) === 1;
    const chance = perfect && row.perfectRankByChance >= 0.01 ? ` A perfect rank order of ${row.n} devices happens by chance 1 time in ${Math.round(1 / row.perfectRankByChance)}: a hint, not proof.` : '';
    return `${row.felt} is best predicted by ${row.fio}: Spearman ${row.spearman?.toFixed(2) ?? '-'}, Pearson ${row.pearson?.toFixed(2) ?? '-'} (n = ${row.n} devices).${chance}`;
  });
}
