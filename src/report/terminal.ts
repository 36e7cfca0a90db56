import { plannedTrials } from '../scenario/trials-schema.js';
import type { CampaignRecord } from '../campaign/model.js';
import type { StoppingDecision } from '../stats/adaptive-stopping.js';
import type { CampaignSummary } from '../stats/campaign-summary.js';
import { formatPercent, formatValue, renderTable } from './format.js';
import { describeWarning } from './warning-text.js';

export interface TerminalStyle {
  warn(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

export const plainStyle: TerminalStyle = { warn: (t) => t, dim: (t) => t, bold: (t) => t };

/** Says why an adaptive campaign stopped (or why it goes on). */
export function adaptiveLine(decision: StoppingDecision): string {
  const widest = decision.widest?.relativeHalfWidth;
  const precision = decision.widest
    ? `; widest 95% CI: ${decision.widest.key} ${widest === null || widest === undefined ? 'not computable' : `±${formatPercent(widest)}`}`
    : '';
  const why = {
    'ci-met': `stopped after ${decision.trials} trials: the CI target was met`,
    'max-reached': `stopped at the maximum of ${decision.trials} trials: the CI target was not met`,
    'below-min': `${decision.trials} trials so far, below the minimum`,
    'ci-too-wide': `${decision.trials} trials so far, the CI is still wider than the target`,
  }[decision.reason];
  return `adaptive trials: ${why}${precision}`;
}

/** Pure: the summary table per metric, then warnings with advice. */
export function renderCampaignSummary(campaign: CampaignRecord, summary: CampaignSummary, style: TerminalStyle = plainStyle): string {
  const planned = plannedTrials(campaign.scenario.snapshot.trials);
  const lines: string[] = [];
  lines.push(style.bold(`${campaign.id}`));
  lines.push(
    style.dim(
      `${campaign.label} | ${campaign.host.board ?? campaign.host.cpuModel ?? campaign.host.arch} | ${campaign.host.os ?? ''} | ${summary.trialsRecorded}/${planned} trials${summary.warmupRecorded ? ` (+${summary.warmupRecorded} warm-up)` : ''} | ${campaign.state.phase}`,
    ),
  );
  if (campaign.tools.chromium) lines.push(style.dim(`Chromium ${campaign.tools.chromium}`));
  // Who ran what: root only where the work needs it (apt, dropping caches, reboot).
  if (campaign.privileges.note) lines.push(style.dim(`privileges: ${campaign.privileges.note}`));
  if (campaign.scenario.snapshot.probes.some((entry) => entry.probe === 'apt' && entry.mode === 'upgrade')) {
    lines.push(style.dim('apt upgrade: runs once per device (an upgraded system has nothing left to upgrade); later trials are skipped'));
  }
  if (campaign.adaptive) lines.push(style.dim(adaptiveLine(campaign.adaptive)));
  lines.push('');
  const rows = summary.metrics.map(({ key, unit, summary: s, errored }) => {
    if (!s) return [key, unit, '0', '-', '-', '-', '-', '-', '-', String(errored)];
    return [
      key,
      unit,
      String(s.n),
      formatValue(s.median, unit),
      formatValue(s.mean, unit),
      s.sd === null ? '-' : formatValue(s.sd, unit),
      s.cv === null ? '-' : formatPercent(s.cv),
      `${formatValue(s.min, unit)}..${formatValue(s.max, unit)}`,
      s.ciMean ? `${formatValue(s.ciMean.low, unit)}..${formatValue(s.ciMean.high, unit)}` : '-',
      String(errored),
    ];
  });
  lines.push(renderTable(['metric', 'unit', 'n', 'median', 'mean', 'sd', 'CV', 'min..max', '95% CI of mean', 'errors'], rows));
  const skipped = summary.metrics.filter((metric) => metric.skipped > 0);
  if (skipped.length > 0) lines.push('');
  for (const metric of skipped) lines.push(style.warn(`skipped: ${metric.key}, ${metric.skipped} run${metric.skipped > 1 ? 's' : ''}: ${metric.skipReasons?.join('; ') || 'see trials.jsonl'}`));
  if (summary.warnings.length > 0) {
    lines.push('');
    for (const warning of summary.warnings) {
      const text = describeWarning(warning);
      lines.push(style.warn(`warning: ${text.message}`));
      lines.push(style.dim(`  advice: ${text.advice}`));
    }
  }
  return lines.join('\n');
}
