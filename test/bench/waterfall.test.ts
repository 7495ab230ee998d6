import type { ResourceEntry } from './pageProbe';
import { sequentialRoundTrips, waterfallOf } from './waterfall';

const origins = new Map([
  ['http://127.0.0.1:1001', 'cdn'],
  ['http://127.0.0.1:1002', 'api'],
]);
const cdn = (file: string, start: number, end: number): ResourceEntry => ({
  url: `http://127.0.0.1:1001/${file}`,
  initiator: 'script',
  start,
  end,
});
const api = (path: string, start: number, end: number): ResourceEntry => ({
  url: `http://127.0.0.1:1002${path}`,
  initiator: 'fetch',
  start,
  end,
});

describe('waterfallOf', () => {
  it('keeps the requests overlapping the open, relative to the click, labelled by origin, in start order', () => {
    const rows = waterfallOf(
      [
        api('/rest/cash/light-cash/', 1900, 2300),
        cdn('mf-manifest.json', 400, 1200),
        cdn('old.js', 100, 900),
        api('/rest/cash/cards/?presetId=1', 1500, 1800),
        cdn('late.js', 3200, 3300),
      ],
      1000,
      2000,
      origins,
      1000,
    );
    expect(rows).toEqual([
      {
        request: 'cdn mf-manifest.json',
        initiator: 'script',
        start: 0,
        end: 200,
        issuedBeforeClick: true,
        afterReady: false,
      },
      {
        request: 'api /rest/cash/cards/?presetId=1',
        initiator: 'fetch',
        start: 500,
        end: 800,
        issuedBeforeClick: false,
        afterReady: false,
      },
      {
        request: 'api /rest/cash/light-cash/',
        initiator: 'fetch',
        start: 900,
        end: 1300,
        issuedBeforeClick: false,
        afterReady: true,
      },
    ]);
  });

  it('labels an unknown origin by itself', () => {
    expect(
      waterfallOf([{ url: 'http://127.0.0.1:9/x.json', initiator: 'fetch', start: 5, end: 6 }], 0, 10, origins, 0)[0]
        ?.request,
    ).toBe('http://127.0.0.1:9 /x.json');
  });
});

describe('sequentialRoundTrips', () => {
  const rows = (entries: ResourceEntry[], readyAt = 10_000) => waterfallOf(entries, 0, readyAt, origins, 0);

  it('is 0 without requests (everything was already there)', () => {
    expect(sequentialRoundTrips([])).toBe(0);
  });

  it.each([
    {
      title: 'counts parallel requests once and each request discovered after another ended once more',
      timeline: [
        cdn('mf-manifest.json', 0, 100),
        cdn('remoteEntry.js', 110, 300),
        cdn('shared.js', 120, 320),
        cdn('deposit.js', 400, 500),
        api('/rest/cash/cards/', 510, 700),
        api('/rest/cash/light-cash/', 520, 650),
      ],
      readyAt: 10_000,
      trips: 4,
    },
    {
      title: 'takes the longest chain, not the first one found',
      // a.js is the long one; b, c and d run one after another inside it, and /e after all of them.
      timeline: [
        cdn('a.js', 0, 500),
        ...['b.js', 'c.js', 'd.js'].map((file, i) => cdn(file, 150 * i, 150 * i + 100)),
        api('/e', 600, 700),
      ],
      readyAt: 10_000,
      trips: 4,
    },
    {
      title: 'leaves out requests that finished after the ready mark',
      timeline: [cdn('a.js', 0, 100), api('/b', 200, 300), api('/late', 400, 900)],
      readyAt: 500,
      trips: 2,
    },
  ])('$title', ({ timeline, readyAt, trips }) => {
    expect(sequentialRoundTrips(rows(timeline, readyAt))).toBe(trips);
  });
});
