import { describe, expect, it } from 'vitest';
import { listDisks } from '../../../src/device/list.js';
import { describePath } from '../../../src/device/resolve.js';
import { parseArgs } from '../../../src/cli/parse-args.js';
import { formatBytes, renderDevices } from '../../../src/report/devices.js';
import { capturedView, publicView } from './fixture-view.js';

describe('feelbench devices', () => {
  it('parses its options', () => {
    expect(parseArgs(['devices'])).toEqual({ command: 'devices', json: false });
    expect(parseArgs(['devices', '--json', '--path', '/mnt/x'])).toEqual({ command: 'devices', json: true, path: '/mnt/x' });
    expect(parseArgs(['devices', '--device', 'sda'])).toEqual({ command: 'devices', json: false, device: 'sda' });
    expect(() => parseArgs(['devices', '--device', 'sda', '--path', '/'])).toThrow(/mutually exclusive|conflict/i);
  });

  it('marks the root disk in the table of this build machine', async () => {
    const view = capturedView('host-virtio-whole-disk');
    const text = renderDevices(await listDisks(view), await describePath(view, '/'));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^ {2}disk +bus +size +rotational +sched +mounted +label$/);
    expect(lines[2]).toMatch(/^\* vda +virtio +274\.9 GB +yes +mq-deadline +\/ +virtio vda$/);
    expect(text).toContain('* / (ext4 on /dev/vda, rw,relatime): virtio vda');
    expect(text).toContain('  vda: 0000:00:02.0, serial overlayblk');
  });

  it('shows a downgraded NVMe link and the partition that is mounted', async () => {
    const view = publicView('nvme-downgraded');
    const text = renderDevices(await listDisks(view), await describePath(view, '/'));
    expect(text).toMatch(/\* nvme0n1 +nvme .* \/ \(nvme0n1p2\) +NVMe WDC WDS500G2B0C-00PXH0 \(PCIe Gen2 x1, max Gen3 x4\)/);
    expect(text).toContain('nvme0n1: 0000:04:00.0, PCIe Gen2 x1, max Gen3 x4, DOWNGRADED');
  });

  it('formats sizes in decimal units', () => {
    expect([undefined, 512, 31_914_983_424, 500_107_862_016].map(formatBytes)).toEqual(['-', '512 B', '31.9 GB', '500.1 GB']);
  });
});
