import { describe, expect, it } from 'vitest';
import { describeLink, pcieGeneration, pcieLink } from '../../../src/device/pcie.js';

describe('PCIe link', () => {
  it('maps transfer rates to generations', () => {
    expect([2.5, 5, 8, 16, 32].map(pcieGeneration)).toEqual([1, 2, 3, 4, 5]);
    expect(pcieGeneration(10)).toBeUndefined();
  });

  it('calls a link at its maximum not downgraded (values from nvme-cli issue #1695: 8.0 GT/s PCIe x4)', () => {
    const link = pcieLink({ currentSpeed: '8.0 GT/s PCIe', currentWidth: '4', maxSpeed: '8.0 GT/s PCIe', maxWidth: '4' });
    expect(link?.downgraded).toBe(false);
    expect(describeLink(link!)).toBe('PCIe Gen3 x4');
  });

  it('calls a narrower link at full speed downgraded too', () => {
    const link = pcieLink({ currentSpeed: '8.0 GT/s PCIe', currentWidth: '1', maxSpeed: '8.0 GT/s PCIe', maxWidth: '4' });
    expect(link?.downgraded).toBe(true);
    expect(describeLink(link!)).toBe('PCIe Gen3 x1, max Gen3 x4');
  });

  it('gives nothing for a device without link attributes', () => {
    expect(pcieLink({})).toBeUndefined();
  });
});
