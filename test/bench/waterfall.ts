/**
 * The request timeline of one open, from the page's Resource Timing entries: a waterfall relative to the click,
 * and the number of sequential round trips before the first screen was ready. Plain functions, no browser.
 */
import type { ResourceEntry } from './pageProbe';

export interface WaterfallRow {
  /** `<origin label> <path>` such as `cdn remoteEntry.js` or `api /rest/cash/cards/`. */
  request: string;
  initiator: string;
  /** ms after the click; a request issued before the click (held until it, in a cold open) starts at 0. */
  start: number;
  end: number;
  /** Issued before the click (the host's startup load of the remote, held until the click in a cold open). */
  issuedBeforeClick: boolean;
  /** Finished after the ready mark: not on the path to the first screen (or a first-screen call it forgot). */
  afterReady: boolean;
}

/**
 * Rows for every request that overlaps [click, ready + tailMs], in start order. `origins` maps an origin
 * (`http://127.0.0.1:1234`) to its label (`cdn`, `api`, `host`); other origins keep their origin as label.
 */
export function waterfallOf(
  entries: readonly ResourceEntry[],
  clickAt: number,
  readyAt: number,
  origins: ReadonlyMap<string, string>,
  tailMs: number,
): WaterfallRow[] {
  return entries
    .filter((entry) => entry.end > clickAt && entry.start <= readyAt + tailMs)
    .map((entry) => {
      const url = new URL(entry.url);
      const label = origins.get(url.origin) ?? url.origin;
      const where = label === 'cdn' ? url.pathname.replace(/^\/+/, '') : `${url.pathname}${url.search}`;
      return {
        request: `${label} ${where}`,
        initiator: entry.initiator,
        start: Math.max(0, entry.start - clickAt),
        end: entry.end - clickAt,
        issuedBeforeClick: entry.start < clickAt,
        afterReady: entry.end > readyAt,
      };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Sequential round trips before ready: the longest chain of requests, each starting at or after the end of the
 * previous one, among the requests that finished by the ready mark. Parallel requests count once; a request
 * discovered only after another finished (a chunk found by rendering, a call made by a mounted screen) adds one.
 */
export function sequentialRoundTrips(rows: readonly WaterfallRow[]): number {
  const done = rows.filter((row) => !row.afterReady).sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  let longest = 0;
  done.forEach((row, i) => {
    let before = 0;
    for (let j = 0; j < i; j += 1) {
      const previous = done[j];
      if (previous && previous.end <= row.start) before = Math.max(before, depth[j] ?? 0);
    }
    depth[i] = before + 1;
    longest = Math.max(longest, before + 1);
  });
  return longest;
}
