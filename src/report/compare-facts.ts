import type { CompareReport } from '../compare/model.js';

export const DEVICE_FACT_HEADER = ['device', 'identified as', 'model', 'transport', 'campaigns', 'trials', 'board / CPU', 'kernel', 'OS', 'Chromium', 'probes ran as'];

/** Pure: the device and host facts of each device, as display strings. */
export function deviceFactRows(report: CompareReport): string[][] {
  return report.devices.map((facts) => [
    facts.device.label,
    facts.device.hardware ?? '-',
    facts.device.model ?? '-',
    facts.device.transport ?? '-',
    facts.campaigns.map((campaign) => campaign.id).join(', '),
    String(facts.campaigns.reduce((sum, campaign) => sum + campaign.trials, 0)),
    facts.host.board ?? facts.host.cpuModel ?? facts.host.arch,
    facts.host.kernel,
    facts.host.os ?? '-',
    facts.tools.chromium ?? '-',
    facts.privileges.probeUser,
  ]);
}
