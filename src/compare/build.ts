import { UserError } from '../errors.js';
import { scenarioSchema } from '../scenario/schema.js';
import { collectSeries } from '../stats/collect.js';
import { compareDevices, compareOnMetric, type CompareOptions, type DeviceData, type VersusBaseline } from '../stats/device-comparison.js';
import { directionOf } from '../stats/direction.js';
import { FIO_PROBE, correlateFeltWithFio } from '../stats/felt-vs-fio.js';
import { auditCampaign } from '../stats/warnings.js';
import { deviceInfoOf, isUsbTransport } from './device-info.js';
import { groupByDevice } from './group.js';
import type { CompareReport, DeviceFacts, DeviceGroup, LoadedCampaign, TransportPair } from './model.js';
import { scenarioDifferences, type SettingDifference } from './scenario-diff.js';

export interface BuildOptions extends CompareOptions {
  /** Compare campaigns whose scenario settings differ (the differences are flagged). */
  allowMixed?: boolean;
}

function deviceData(group: DeviceGroup): DeviceData {
  return { device: group.device.label, series: collectSeries(group.campaigns.flatMap((one) => one.trials)) };
}

function deviceFacts(group: DeviceGroup, data: DeviceData): DeviceFacts {
  const first = group.campaigns[0] as LoadedCampaign;
  const measured = group.campaigns.flatMap((one) => one.trials.filter((trial) => !trial.warmup));
  return {
    device: group.device,
    campaigns: group.campaigns.map((one) => ({
      id: one.campaign.id,
      dir: one.dir,
      scenario: one.campaign.scenario.snapshot.name ?? one.campaign.scenario.source,
      phase: one.campaign.state.phase,
      trials: one.trials.filter((trial) => !trial.warmup && trial.pass === undefined).length,
      createdAt: one.campaign.createdAt,
    })),
    host: first.campaign.host,
    tools: first.campaign.tools,
    privileges: first.campaign.privileges,
    warnings: auditCampaign(data.series, measured, first.campaign.host),
  };
}

function transportPairs(groups: readonly DeviceGroup[], data: readonly DeviceData[], options: CompareOptions): TransportPair[] {
  const pairs: TransportPair[] = [];
  groups.forEach((usbGroup, usbIndex) => {
    if (!isUsbTransport(usbGroup.device.transport) || !usbGroup.device.model) return;
    groups.forEach((nativeGroup, nativeIndex) => {
      if (isUsbTransport(nativeGroup.device.transport) || !nativeGroup.device.transport) return;
      if (nativeGroup.device.model?.toLowerCase() !== usbGroup.device.model?.toLowerCase()) return;
      const native = data[nativeIndex] as DeviceData;
      const usb = data[usbIndex] as DeviceData;
      const metrics = native.series
        .filter((one) => one.probe !== FIO_PROBE && directionOf(one.unit) !== 'none')
        .map((one) => compareOnMetric(native, usb, one.key, options))
        .filter((one): one is VersusBaseline => one !== null);
      pairs.push({ model: usbGroup.device.model as string, native: native.device, usb: usb.device, metrics });
    });
  });
  return pairs;
}

/** Host facts that differ between devices, and hardware that differs under one label. */
function hostDifferences(groups: readonly DeviceGroup[], facts: readonly DeviceFacts[]): SettingDifference[] {
  const differences = scenarioDifferences(
    facts.map(({ host }) => ({ board: host.board, cpuModel: host.cpuModel, kernel: host.kernel, os: host.os, cpuGovernor: host.cpuGovernor })),
  );
  for (const group of groups) {
    const hardware = new Set(group.campaigns.map((one) => deviceInfoOf(one.campaign).hardware ?? '(not identified)'));
    if (hardware.size > 1) differences.push({ path: `device under the label ${group.device.label}`, values: [...hardware] });
  }
  return differences;
}

/**
 * A snapshot with today's schema defaults filled in, so a campaign recorded before a
 * setting existed is not flagged for it; as stored when it no longer parses.
 */
function withDefaults(snapshot: unknown): unknown {
  const parsed = scenarioSchema.safeParse(snapshot);
  return parsed.success ? parsed.data : snapshot;
}

/**
 * Pure: groups campaigns by device and computes everything a compare report shows.
 * Campaigns with different scenario settings are refused unless allowMixed.
 */
export function buildCompareReport(campaigns: readonly LoadedCampaign[], options: BuildOptions = {}): CompareReport {
  if (campaigns.length === 0) throw new UserError('no campaigns to compare');
  const differences = scenarioDifferences(campaigns.map((one) => withDefaults(one.campaign.scenario.snapshot)));
  if (differences.length > 0 && !options.allowMixed) {
    const first = differences[0] as SettingDifference;
    throw new UserError(
      `the campaigns were run with different scenario settings (${differences.length}; first: ${first.path} = ${first.values.join(' / ')}); their numbers are not comparable. Use --allow-mixed to compare anyway (the report flags it)`,
    );
  }
  const groups = groupByDevice(campaigns);
  if (options.baseline !== undefined && !groups.some((group) => group.device.label === options.baseline)) {
    throw new UserError(`--baseline ${options.baseline} is not one of the devices: ${groups.map((group) => group.device.label).join(', ')}`);
  }
  const data = groups.map(deviceData);
  const comparison = compareDevices(data, options);
  const devices = groups.map((group, index) => deviceFacts(group, data[index] as DeviceData));
  const firstCampaign = (campaigns[0] as LoadedCampaign).campaign;
  return {
    comparison,
    feltVsFio: correlateFeltWithFio(comparison.metrics, groups.length),
    pairs: transportPairs(groups, data, { ...options, seed: comparison.seed, resamples: comparison.resamples }),
    devices,
    scenarioDifferences: differences,
    hostDifferences: hostDifferences(groups, devices),
    scenarioName: firstCampaign.scenario.snapshot.name ?? firstCampaign.scenario.source,
    trials: groups.flatMap((group) =>
      group.campaigns.map((one) => ({ device: group.device.label, campaign: one.campaign.id, trials: one.trials })),
    ),
  };
}
