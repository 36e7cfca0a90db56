/**
 * `systemctl show [-p A,B] [UNIT]`: one `Key=value` per line; the value runs to the end of
 * the line and may itself contain `=`. Pure.
 */
export function parseSystemctlShow(text: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    properties.set(line.slice(0, at), line.slice(at + 1));
  }
  return properties;
}

/** The manager's boot timestamps, in microseconds of CLOCK_MONOTONIC (0 = not set). */
export interface ManagerBootTimestamps {
  /** How long before the kernel started the firmware began (counts backwards, EFI only). */
  firmware: number;
  /** How long before the kernel started the boot loader began (EFI loader interface only). */
  loader: number;
  initrd: number;
  userspace: number;
  finish: number;
  /** Set after a soft reboot; firmware, loader, kernel and initrd then belong to an earlier boot. */
  softRebootStart: number;
}

/** The properties `systemctl show` must be asked for to fill ManagerBootTimestamps. */
export const MANAGER_TIMESTAMP_PROPERTIES = [
  'FirmwareTimestampMonotonic',
  'LoaderTimestampMonotonic',
  'InitRDTimestampMonotonic',
  'UserspaceTimestampMonotonic',
  'FinishTimestampMonotonic',
  'SoftRebootStartTimestampMonotonic',
  'SystemState',
] as const;

export class ShowParseError extends Error {
  override name = 'ShowParseError';
}

function microseconds(properties: Map<string, string>, key: string, required: boolean): number {
  const raw = properties.get(key);
  if (raw === undefined || raw === '') {
    if (required) throw new ShowParseError(`systemctl show printed no ${key}`);
    return 0; // older systemd lacks SoftRebootStartTimestampMonotonic
  }
  if (!/^\d+$/.test(raw)) throw new ShowParseError(`${key}=${raw} is not a number of microseconds`);
  return Number(raw);
}

export function managerBootTimestamps(properties: Map<string, string>): ManagerBootTimestamps {
  return {
    firmware: microseconds(properties, 'FirmwareTimestampMonotonic', true),
    loader: microseconds(properties, 'LoaderTimestampMonotonic', true),
    initrd: microseconds(properties, 'InitRDTimestampMonotonic', true),
    userspace: microseconds(properties, 'UserspaceTimestampMonotonic', true),
    finish: microseconds(properties, 'FinishTimestampMonotonic', true),
    softRebootStart: microseconds(properties, 'SoftRebootStartTimestampMonotonic', false),
  };
}

/** `systemctl show -p Id,ActiveEnterTimestampMonotonic default.target`. */
export function defaultTargetReached(properties: Map<string, string>): { unit: string; activeEnter: number } {
  const unit = properties.get('Id');
  if (!unit) throw new ShowParseError('systemctl show printed no Id for default.target');
  return { unit, activeEnter: microseconds(properties, 'ActiveEnterTimestampMonotonic', true) };
}
