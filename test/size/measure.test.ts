/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkBudget,
  checkCompileHints,
  checkFirstScreens,
  gzipSize,
  measureFirstScreens,
  measureRemote,
  FIRST_SCREEN_CAP,
  readBudget,
  routeChunkNames,
  type FederationManifest,
  type SizeBudget,
} from './measure';

/** A fake build: random-ish text compresses poorly, so sizes are predictable enough to cross budgets. */
function fakeBuild(files: Record<string, number>, manifest: FederationManifest): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'size-test-'));
  let seed = 7;
  const noise = (length: number) =>
    Array.from({ length }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
  for (const [name, length] of Object.entries(files)) writeFileSync(path.join(dir, name), noise(length));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const assets = (sync: string[], async: string[] = []) => ({ js: { sync, async } });

const manifest: FederationManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', assets: assets(['react.js']) },
    { name: 'react-dom', assets: assets(['react-dom.js', 'common.js']) },
  ],
  exposes: [
    {
      path: './CashierApp',
      name: 'CashierApp',
      assets: assets(['common.js', 'app.js', 'expose-app.js'], ['route.js']),
    },
    { path: './events', name: 'events', assets: assets(['expose-events.js']) },
  ],
};

const files = {
  'remoteEntry.js': 3000,
  'react.js': 90_000,
  'react-dom.js': 90_000,
  'common.js': 5000,
  'app.js': 20_000,
  'expose-app.js': 300,
  'expose-events.js': 300,
  'route.js': 8000,
  'unlisted.js': 4000,
  'main.js': 3000,
};

describe('measureRemote', () => {
  let dir: string;
  beforeAll(() => {
    dir = fakeBuild(files, manifest);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts an expose’s sync chunks minus shared ones, and leaves remoteEntry.js out', () => {
    const sizes = measureRemote(dir);
    const app = sizes.exposes.find((expose) => expose.expose === './CashierApp');
    expect(app?.files).toEqual(['app.js', 'expose-app.js']);
    expect(sizes.remoteEntry.file).toBe('remoteEntry.js');
    const kinds = Object.fromEntries(sizes.chunks.map((chunk) => [chunk.file, chunk.kind]));
    expect(kinds).toEqual({
      'app.js': 'initial',
      'common.js': 'shared',
      'expose-app.js': 'initial',
      'expose-events.js': 'initial',
      'main.js': 'unused-entry',
      'react-dom.js': 'shared',
      'react.js': 'shared',
      'remoteEntry.js': 'entry',
      'route.js': 'async',
      'unlisted.js': 'async',
    });
  });

  it('is deterministic (gzip level 9)', () => {
    expect(measureRemote(dir)).toEqual(measureRemote(dir));
    expect(gzipSize(Buffer.from('a'.repeat(1000)))).toBe(gzipSize(Buffer.from('a'.repeat(1000))));
  });

  it('passes within budget and names each exceeded budget', () => {
    const sizes = measureRemote(dir);
    const firstScreen = { exposes: ['./CashierApp'], perRoute: 50_000 };
    const generous: SizeBudget = {
      exposes: { './CashierApp': 50_000, './events': 4096 },
      asyncChunk: 50_000,
      remoteEntry: 50_000,
      firstScreen,
    };
    expect(checkBudget(sizes, generous)).toEqual([]);
    const tight: SizeBudget = {
      exposes: { './CashierApp': 1000, './mount': 1000 },
      asyncChunk: 4000,
      remoteEntry: 1000,
      firstScreen,
    };
    expect(checkBudget(sizes, tight).map((failure) => failure.what)).toEqual([
      'initial JS of ./CashierApp',
      './mount (not in the manifest)',
      'async chunk route.js',
      'remoteEntry.js (MF runtime + container)',
    ]);
  });

  it('sums a route’s first screen: the exposes’ initial JS plus its chunk group, each file once, shared left out', () => {
    const sizes = measureRemote(dir);
    const gzipOf = (file: string) => sizes.chunks.find((chunk) => chunk.file === file)?.gzip ?? Number.NaN;
    const groups = { flow: ['common.js', 'app.js', 'route.js', 'unlisted.js'], other: ['route.js'] };
    const routes = [
      { id: 'first', flow: 'flow', example: 'first/' },
      { id: 'second', flow: 'other', example: 'second/' },
    ];
    const names = new Map([
      ['first', 'flow'],
      ['second', 'other'],
    ]);
    const screens = measureFirstScreens(sizes, groups, routes, names, {
      exposes: ['./CashierApp', './events'],
      perRoute: 1,
    });
    const initial = gzipOf('app.js') + gzipOf('expose-app.js') + gzipOf('expose-events.js');
    expect(screens.map((screen) => [screen.route, screen.asyncFiles, screen.gzip])).toEqual([
      ['first', ['route.js', 'unlisted.js'], initial + gzipOf('route.js') + gzipOf('unlisted.js')],
      ['second', ['route.js'], initial + gzipOf('route.js')],
    ]);
    const budget = { exposes: ['./CashierApp'], perRoute: initial + gzipOf('route.js') };
    expect(checkFirstScreens(screens, budget).map((failure) => failure.what)).toEqual([
      'first screen of first (first/)',
    ]);
    // A route's own budget replaces perRoute for that route only.
    expect(
      checkFirstScreens(screens, {
        ...budget,
        routes: { first: initial + gzipOf('route.js') + gzipOf('unlisted.js') },
      }),
    ).toEqual([]);
    expect(
      checkFirstScreens(screens, { ...budget, routes: { second: initial } }).map((failure) => [
        failure.what,
        failure.budget,
      ]),
    ).toEqual([
      ['first screen of first (first/)', budget.perRoute],
      ['first screen of second (second/)', initial],
    ]);
    expect(() => measureFirstScreens(sizes, {}, routes, names, budget)).toThrow('no chunk group "flow"');
    expect(() => measureFirstScreens(sizes, { flow: ['gone.js'] }, routes.slice(0, 1), names, budget)).toThrow('stale');
  });

  it('wants the compile hint on every file an open runs first, allows it beside a first screen, and nowhere else', () => {
    const sizes = measureRemote(dir);
    const screens = measureFirstScreens(
      sizes,
      { flow: ['route.js'] },
      [{ id: 'first', flow: 'flow', example: 'first/' }],
      new Map([['first', 'flow']]),
      { exposes: ['./CashierApp', './events'], perRoute: 1 },
    );
    const groups = { flow: ['route.js'], beside: ['unlisted.js'], sharedToo: ['common.js'] };
    const HINT = '//# hint';
    const check = (hinted: string[], alsoHinted = ['beside']) =>
      checkCompileHints(sizes, screens, groups, alsoHinted, HINT, (file) => (hinted.includes(file) ? HINT : 'x'));
    const runFirst = ['remoteEntry.js', 'app.js', 'expose-app.js', 'expose-events.js', 'route.js'];
    expect(check(runFirst)).toEqual([]);
    // Beside a first screen: may carry it.
    expect(check([...runFirst, 'unlisted.js'])).toEqual([]);
    // Not named beside any: a later chunk must not; nor a shared file, nor the unused entry is looked at.
    expect(check([...runFirst, 'unlisted.js'], [])).toEqual([
      'unlisted.js carries the compile hint, but no open runs it first',
    ]);
    expect(check([...runFirst, 'common.js', 'main.js'], ['sharedToo'])).toEqual([
      'common.js carries the compile hint, but no open runs it first',
    ]);
    expect(check(runFirst.filter((file) => file !== 'remoteEntry.js' && file !== 'route.js'))).toEqual([
      'remoteEntry.js runs at an open but has no compile hint',
      'route.js runs at an open but has no compile hint',
    ]);
  });
});

describe('readBudget', () => {
  const write = (firstScreen: unknown) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'size-budget-'));
    const file = path.join(dir, 'budget.json');
    writeFileSync(file, JSON.stringify({ exposes: {}, asyncChunk: 1, remoteEntry: 1, firstScreen }));
    return { file, done: () => rmSync(dir, { recursive: true, force: true }) };
  };

  it('reads per-route budgets, skipping $comment keys, and refuses a route without a number', () => {
    const good = write({ exposes: [], perRoute: 10, routes: { $comment: 'why', account: 20 } });
    expect(readBudget(good.file).firstScreen).toEqual({ exposes: [], perRoute: 10, routes: { account: 20 } });
    good.done();
    const bad = write({ exposes: [], perRoute: 10, routes: { account: '20' } });
    expect(() => readBudget(bad.file)).toThrow('firstScreen.routes maps route ids to bytes');
    bad.done();
  });

  it("refuses a first-screen budget above the brief's 55 KB, for a route or for perRoute", () => {
    const atCap = write({ exposes: [], perRoute: FIRST_SCREEN_CAP, routes: { account: FIRST_SCREEN_CAP } });
    expect(readBudget(atCap.file).firstScreen.perRoute).toBe(56_320);
    atCap.done();
    const route = write({ exposes: [], perRoute: 10, routes: { account: FIRST_SCREEN_CAP + 1 } });
    expect(() => readBudget(route.file)).toThrow('may not exceed 56320 B (55 KB gzip): account');
    route.done();
    const perRoute = write({ exposes: [], perRoute: FIRST_SCREEN_CAP + 1 });
    expect(() => readBudget(perRoute.file)).toThrow('may not exceed 56320 B (55 KB gzip): perRoute');
    perRoute.done();
  });
});

describe('routeChunkNames', () => {
  const source = [
    'const placeholder =',
    '  (nameKey: string): ScreenLoader =>',
    '  () =>',
    '    import(/* webpackChunkName: "placeholder" */ \'../features/placeholder/PlaceholderScreen\');',
    'export const screenLoaders = {',
    '  deposit: () => import(/* webpackChunkName: "deposit" */ \'../features/deposit/DepositScreen\'),',
    "  history: placeholder('cash.route.history'),",
    "  odd: () => import('../features/odd/OddScreen'),",
    '};',
  ].join('\n');

  it('reads each route’s webpackChunkName, also through a helper that imports one', () => {
    expect([...routeChunkNames(source, ['deposit', 'history'])]).toEqual([
      ['deposit', 'deposit'],
      ['history', 'placeholder'],
    ]);
  });

  it('fails for a route without a loader or without a chunk name, rather than leaving it unmeasured', () => {
    expect(() => routeChunkNames(source, ['missing'])).toThrow('no screen loader for route "missing"');
    expect(() => routeChunkNames(source, ['odd'])).toThrow('names no webpackChunkName');
  });
});
