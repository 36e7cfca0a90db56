import type { CampaignRecord } from '../campaign/model.js';

/** What compare needs to know about a campaign's boot device. */
export interface DeviceInfo {
  /** The name reports use and campaigns are grouped by: the campaign label (`--label`, by default the device's own label). */
  label: string;
  /** The device record's own label (`NVMe Samsung 980 (PCIe Gen2 x1)`), when identified. */
  hardware?: string;
  model?: string;
  transport?: string;
  /** Every plain field of the device record, for the device details table. */
  details: Record<string, string>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Reads `campaign.device` structurally: the device record is optional (older campaigns
 * have none) and its fields may grow; compare only relies on label, model and transport.
 * Grouping is by the campaign label: the user's name for the device wins over the
 * identified one (two cards of one model are two devices when labelled apart).
 */
export function deviceInfoOf(campaign: CampaignRecord): DeviceInfo {
  const record = (campaign as { device?: unknown }).device;
  const device = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(device)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') details[key] = String(value);
  }
  const info: DeviceInfo = { label: campaign.label, details };
  const hardware = text(device.label);
  if (hardware) info.hardware = hardware;
  const model = text(device.model);
  const transport = text(device.transport);
  if (model) info.model = model;
  if (transport) info.transport = transport;
  return info;
}

export function isUsbTransport(transport: string | undefined): boolean {
  return transport !== undefined && /usb/i.test(transport);
}
