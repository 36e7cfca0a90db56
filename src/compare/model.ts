import type { CampaignRecord, HostFacts, TrialRecord } from '../campaign/model.js';
import type { DeviceComparison, VersusBaseline } from '../stats/device-comparison.js';
import type { FeltVsFio } from '../stats/felt-vs-fio.js';
import type { Warning } from '../stats/warnings.js';
import type { DeviceInfo } from './device-info.js';
import type { SettingDifference } from './scenario-diff.js';

/** A campaign as read from its folder. */
export interface LoadedCampaign {
  dir: string;
  campaign: CampaignRecord;
  trials: TrialRecord[];
}

export interface DeviceGroup {
  device: DeviceInfo;
  campaigns: LoadedCampaign[];
}

/** The same drive model on a native link and behind USB, compared on each felt metric. */
export interface TransportPair {
  model: string;
  native: string;
  usb: string;
  /** The USB device against the native one (the native one is the baseline here). */
  metrics: VersusBaseline[];
}

export interface DeviceFacts {
  device: DeviceInfo;
  campaigns: Array<{ id: string; dir: string; scenario: string; phase: string; trials: number; createdAt: string }>;
  host: HostFacts;
  tools: Record<string, string>;
  privileges: CampaignRecord['privileges'];
  warnings: Warning[];
}

/** Everything a compare report shows; serialisers only format it. */
export interface CompareReport {
  comparison: DeviceComparison;
  feltVsFio: FeltVsFio;
  pairs: TransportPair[];
  devices: DeviceFacts[];
  /** Scenario settings that differ between the campaigns (compared only when allowed). */
  scenarioDifferences: SettingDifference[];
  /** Host facts that differ between devices (board, CPU, kernel, OS, governor). */
  hostDifferences: SettingDifference[];
  scenarioName: string;
  /** Every stored trial (warm-up included, flagged), for the CSV and JSON of all samples. */
  trials: Array<{ device: string; campaign: string; trials: TrialRecord[] }>;
}
