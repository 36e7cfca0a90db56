/**
 * Pure parsers of apt-get's plain-text output (apt 2.x, C locale): the summary line
 * "N upgraded, N newly installed, [N reinstalled, ]N to remove and N not upgraded.",
 * "Need to get X[/Y] of archives." and the "Get:" lines of items it fetched.
 */

export interface AptSummary {
  upgraded: number;
  newlyInstalled: number;
  reinstalled: number;
  toRemove: number;
  notUpgraded: number;
}

const SUMMARY =
  /^(\d+) upgraded, (\d+) newly installed, (?:(\d+) reinstalled, )?(\d+) to remove and (\d+) not upgraded\.$/m;

export function parseAptSummary(text: string): AptSummary | undefined {
  const match = SUMMARY.exec(text);
  if (!match) return undefined;
  return {
    upgraded: Number(match[1]),
    newlyInstalled: Number(match[2]),
    reinstalled: Number(match[3] ?? 0),
    toRemove: Number(match[4]),
    notUpgraded: Number(match[5]),
  };
}

/** apt prints sizes with SI prefixes (1 kB = 1000 B), see apt-pkg/contrib/strutl.cc SizeToStr. */
const SI: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15 };

export function parseAptSize(text: string): number | undefined {
  const match = /^([\d.]+) ?([kMGTP]?)B$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  const factor = SI[match[2] ?? ''];
  if (!Number.isFinite(value) || factor === undefined) return undefined;
  return value * factor;
}

export interface AptDownloadSize {
  /** What is still to be fetched. */
  toFetchBytes: number;
  /** All archives of the operation, cached or not (the same as toFetchBytes when none is cached). */
  totalBytes: number;
}

/** "Need to get 168 MB/195 MB of archives." or "Need to get 434 kB of archives."; absent when nothing is needed. */
export function parseNeedToGet(text: string): AptDownloadSize | undefined {
  const match = /^Need to get ([^/\n]+?)(?:\/([^\n]+?))? of archives\.$/m.exec(text);
  if (!match?.[1]) return undefined;
  const toFetch = parseAptSize(match[1]);
  const total = match[2] === undefined ? toFetch : parseAptSize(match[2]);
  if (toFetch === undefined || total === undefined) return undefined;
  return { toFetchBytes: toFetch, totalBytes: total };
}

/** Items apt fetched from a source ("Get:1 http://..."); 0 is what an offline step must show. */
export function countFetchedItems(text: string): number {
  return text.split('\n').filter((line) => /^Get:\d+ /.test(line)).length;
}

/** apt's error lines ("E: ..."), without the prefix. */
export function aptErrors(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('E: '))
    .map((line) => line.slice(3));
}

export interface PrintedUri {
  url: string;
  file: string;
  bytes: number;
}

/** `apt-get --print-uris`: "'URL' FILE SIZE HASH" per archive still to download. */
export function parsePrintUris(text: string): PrintedUri[] {
  const uris: PrintedUri[] = [];
  for (const line of text.split('\n')) {
    const match = /^'([^']+)' (\S+) (\d+)(?: |$)/.exec(line);
    if (match?.[1] && match[2] && match[3]) uris.push({ url: match[1], file: match[2], bytes: Number(match[3]) });
  }
  return uris;
}
