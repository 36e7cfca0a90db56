import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConsoleLine, type LabConsoleEvent } from '../../../src/lab/console-events.js';

// The serial console of a real lab VM (nvme): three boots, a two-trial reboot campaign.
const fixture = readFileSync(new URL('../../fixtures/lab-console/trixie-nvme-reboot-campaign.txt', import.meta.url), 'utf8');

describe('lab console events', () => {
  const events = fixture.split('\n').flatMap((line) => {
    const event = parseConsoleLine(line);
    return event ? [event] : [];
  });
  const of = <T extends LabConsoleEvent['type']>(type: T) => events.filter((event): event is Extract<LabConsoleEvent, { type: T }> => event.type === type);

  it('finds every boot, each with its own boot id, despite the escape sequences before the marker', () => {
    const boots = of('boot');
    expect(boots).toHaveLength(3);
    expect(new Set(boots.map((boot) => boot.bootId)).size).toBe(3);
    expect(boots[0]).toEqual({ type: 'boot', bootId: '682474a7-3250-4a21-bc36-a726c491a6bf', uptimeSeconds: 17.05 });
  });

  it('reads the start, feelbench progress and the end of the campaign', () => {
    expect(of('start')).toEqual([{ type: 'start', campaignId: 'manual1-nvme' }]);
    expect(of('done')).toEqual([{ type: 'done', phase: 'done', campaignId: 'manual1-nvme' }]);
    const progress = of('feelbench').map((event) => event.text);
    expect(progress).toContain('feelbench: rebooting before trial 1 of 2 (boot id 682474a7-3250-4a21-bc36-a726c491a6bf)');
    expect(progress).toContain('feelbench: trial 2 of 2 recorded');
    expect(of('error')).toEqual([]);
  });

  it('ignores kernel and systemd lines, and reads the other markers', () => {
    expect(parseConsoleLine('[   63.458528] reboot: Power down')).toBeUndefined();
    expect(parseConsoleLine('LAB RUN-RETURNED rc=1')).toEqual({ type: 'run-returned', exitCode: 1 });
    expect(parseConsoleLine("LAB ERROR cannot mount the 9p share 'lab'")).toEqual({ type: 'error', message: "cannot mount the 9p share 'lab'" });
    expect(parseConsoleLine('LAB DONE phase=failed id=x-y\r')).toEqual({ type: 'done', phase: 'failed', campaignId: 'x-y' });
  });
});
