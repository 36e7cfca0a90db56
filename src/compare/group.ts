import { deviceInfoOf } from './device-info.js';
import type { DeviceGroup, LoadedCampaign } from './model.js';

/** Pure: campaigns grouped by device label, in the order devices first appear. */
export function groupByDevice(campaigns: readonly LoadedCampaign[]): DeviceGroup[] {
  const groups = new Map<string, DeviceGroup>();
  for (const loaded of campaigns) {
    const device = deviceInfoOf(loaded.campaign);
    const group = groups.get(device.label);
    if (group) group.campaigns.push(loaded);
    else groups.set(device.label, { device, campaigns: [loaded] });
  }
  return [...groups.values()];
}
