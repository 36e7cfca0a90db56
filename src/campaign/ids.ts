/** `NVMe Samsung 980 (PCIe Gen2 x1)` -> `nvme-samsung-980-pcie-gen2-x1` */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'unnamed'
  );
}

/** Sorts by time when listed: `20261121-091500-quick-raspberrypi`. */
export function campaignId(startedAt: Date, scenarioName: string, label: string): string {
  const stamp = startedAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${slugify(scenarioName)}-${slugify(label)}`;
}
