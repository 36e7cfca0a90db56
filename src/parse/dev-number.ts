/**
 * Splits a Linux dev_t (st_dev, st_rdev) into major and minor, as glibc's
 * gnu_dev_major/gnu_dev_minor do: major is bits 8-19 and 32-43, minor bits 0-7 and 20-31.
 */
export function splitDevNumber(dev: bigint): { major: number; minor: number } {
  const major = ((dev >> 8n) & 0xfffn) | ((dev >> 32n) & 0xfffff000n);
  const minor = (dev & 0xffn) | ((dev >> 12n) & 0xffffff00n);
  return { major: Number(major), minor: Number(minor) };
}

export function devNumberText(dev: bigint): string {
  const { major, minor } = splitDevNumber(dev);
  return `${major}:${minor}`;
}
