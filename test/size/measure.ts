/**
 * Deterministic size measurement of a built federated remote (gzip level 9 of the emitted files), read from
 * its mf-manifest.json. Pure functions over a directory, so `scripts/size.ts` and the bench share them.
 *
 * Counting rules (see test/size/README.md):
 *  - shared singletons (every asset the manifest lists under `shared`) are excluded: the host provides them;
 *  - an expose's initial JS is its manifest `sync` assets minus shared ones, remoteEntry.js not included;
 *  - remoteEntry.js (MF runtime + container) is measured and budgeted on its own;
 *  - every other emitted .js file (expose `async` assets and anything unlisted) is an async chunk;
 *  - a route's first screen is the initial JS of the exposes a host loads to show it plus the JS files of the
 *    webpack chunk group its screen loader imports (the named group and its sibling chunks), each file once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: ManifestAssets }[];
  exposes: { path: string; name: string; assets: ManifestAssets }[];
}

export interface SizeBudget {
  exposes: Record<string, number>;
  asyncChunk: number;
  remoteEntry: number;
  firstScreen: FirstScreenBudget;
}

/** Per route: what a host loads before the route's first screen is interactive (remoteEntry.js aside). */
export interface FirstScreenBudget {
  /** Exposes whose initial JS every route pays (the app and the events module a host loads with it). */
  exposes: string[];
  /** gzip -9 bytes allowed per route. */
  perRoute: number;
  /**
   * A route's own budget where it differs from `perRoute` (route id → gzip -9 bytes), each with its reason in
   * `.size-budget.json` and the CHANGELOG (test/size/README.md, "Changing a budget").
   */
  routes?: Record<string, number>;
}

/** The budget of one route's first screen. */
export const routeBudget = (budget: FirstScreenBudget, route: string): number =>
  budget.routes?.[route] ?? budget.perRoute;

/** A route of the cash route table as the size check needs it (src/app/routeTable.ts). */
export interface RouteInfo {
  id: string;
  flow: string;
  example: string;
}

/** Named webpack chunk group → the JS files it loads (the group's own chunk and its split-off siblings). */
export type ChunkGroups = Record<string, string[]>;

export interface FirstScreenSize {
  route: string;
  flow: string;
  example: string;
  chunkGroup: string;
  /** The chunk group's own files (shared and initial ones left out). */
  asyncFiles: string[];
  /** Initial JS of the budgeted exposes plus asyncFiles. */
  gzip: number;
}

export type ChunkKind = 'entry' | 'initial' | 'async' | 'shared' | 'unused-entry';

export interface ChunkSize {
  file: string;
  kind: ChunkKind;
  raw: number;
  gzip: number;
  /** Shared package names for shared chunks, expose paths for initial chunks. */
  owners: string[];
}

export interface ExposeSize {
  expose: string;
  files: string[];
  raw: number;
  gzip: number;
}

export interface RemoteSizes {
  remoteEntry: ChunkSize;
  exposes: ExposeSize[];
  chunks: ChunkSize[];
  sharedFiles: string[];
}

export interface BudgetFailure {
  what: string;
  gzip: number;
  budget: number;
}

export function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

export function readManifest(dir: string): FederationManifest {
  return JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
}

/**
 * The most a first screen's budget may be (55 KB gzip): the brief lets a budget rise to it where issues [11]–[13]
 * need first-screen bytes, and no further (test/size/README.md, "The budgets every route now holds").
 */
export const FIRST_SCREEN_CAP = 55 * 1024;

export function readBudget(file: string): SizeBudget {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SizeBudget>;
  const first = parsed.firstScreen;
  if (
    !parsed.exposes ||
    typeof parsed.asyncChunk !== 'number' ||
    typeof parsed.remoteEntry !== 'number' ||
    !first ||
    !Array.isArray(first.exposes) ||
    typeof first.perRoute !== 'number'
  ) {
    throw new Error(`${file}: expected { exposes, asyncChunk, remoteEntry, firstScreen: { exposes, perRoute } }`);
  }
  const routes = Object.entries(first.routes ?? {}).filter(([route]) => !route.startsWith('$'));
  if (routes.some(([, bytes]) => typeof bytes !== 'number'))
    throw new Error(`${file}: firstScreen.routes maps route ids to bytes`);
  const overCap = [['perRoute', first.perRoute] as const, ...routes].filter(([, bytes]) => bytes > FIRST_SCREEN_CAP);
  if (overCap.length > 0)
    throw new Error(
      `${file}: a first screen's budget may not exceed ${FIRST_SCREEN_CAP} B (55 KB gzip): ${overCap.map(([name]) => name).join(', ')}`,
    );
  return {
    exposes: parsed.exposes,
    asyncChunk: parsed.asyncChunk,
    remoteEntry: parsed.remoteEntry,
    firstScreen: {
      exposes: first.exposes,
      perRoute: first.perRoute,
      ...(routes.length > 0 ? { routes: Object.fromEntries(routes) } : {}),
    },
  };
}

/** Files the manifest lists under `shared` (react, react-dom, react-router-dom, styled-components and subpaths). */
export function sharedFilesOf(manifest: FederationManifest): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      owners.set(file, [...(owners.get(file) ?? []), shared.name]);
    }
  }
  return owners;
}

export function measureRemote(dir: string, manifest: FederationManifest = readManifest(dir)): RemoteSizes {
  const sizeOf = (file: string) => {
    const buffer = readFileSync(path.join(dir, file));
    return { raw: buffer.length, gzip: gzipSize(buffer) };
  };
  const entryName = path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const shared = sharedFilesOf(manifest);
  const initialOwners = new Map<string, string[]>();
  for (const expose of manifest.exposes) {
    for (const file of expose.assets.js.sync) {
      if (!shared.has(file)) initialOwners.set(file, [...(initialOwners.get(file) ?? []), expose.path]);
    }
  }

  const jsFiles = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort();
  const chunks: ChunkSize[] = jsFiles.map((file) => {
    const size = sizeOf(file);
    if (file === entryName) return { file, kind: 'entry', owners: [], ...size };
    const sharedBy = shared.get(file);
    if (sharedBy) return { file, kind: 'shared', owners: sharedBy, ...size };
    const initialFor = initialOwners.get(file);
    if (initialFor) return { file, kind: 'initial', owners: initialFor, ...size };
    // webpack's `main` entry of the remote build: emitted but never loaded by a host (hosts load remoteEntry.js).
    if (file === 'main.js') return { file, kind: 'unused-entry', owners: [], ...size };
    return { file, kind: 'async', owners: [], ...size };
  });
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));

  const exposes: ExposeSize[] = manifest.exposes.map((expose) => {
    const files = expose.assets.js.sync.filter((file) => !shared.has(file));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const chunk = byFile.get(file) ?? { file, kind: 'initial' as const, owners: [], ...sizeOf(file) };
      raw += chunk.raw;
      gzip += chunk.gzip;
    }
    return { expose: expose.path, files, raw, gzip };
  });

  const remoteEntry = byFile.get(entryName);
  if (!remoteEntry) throw new Error(`${dir}: ${entryName} (the manifest's remoteEntry) was not emitted`);
  return { remoteEntry, exposes, chunks, sharedFiles: [...shared.keys()].sort() };
}

export function checkBudget(sizes: RemoteSizes, budget: SizeBudget): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  for (const [expose, limit] of Object.entries(budget.exposes)) {
    const measured = sizes.exposes.find((candidate) => candidate.expose === expose);
    if (!measured) {
      failures.push({ what: `${expose} (not in the manifest)`, gzip: 0, budget: limit });
      continue;
    }
    if (measured.gzip > limit) failures.push({ what: `initial JS of ${expose}`, gzip: measured.gzip, budget: limit });
  }
  for (const chunk of sizes.chunks) {
    if (chunk.kind === 'async' && chunk.gzip > budget.asyncChunk) {
      failures.push({ what: `async chunk ${chunk.file}`, gzip: chunk.gzip, budget: budget.asyncChunk });
    }
  }
  if (sizes.remoteEntry.gzip > budget.remoteEntry) {
    failures.push({
      what: `${sizes.remoteEntry.file} (MF runtime + container)`,
      gzip: sizes.remoteEntry.gzip,
      budget: budget.remoteEntry,
    });
  }
  return failures;
}

/**
 * Route id → the webpackChunkName its screen loader imports, read from `id: loader` lines (scripts/size.ts builds them from the manifests, src/features/<area>/index.ts)
 * (`id: () => import(/* webpackChunkName: "x" *\/ …)`, or `id: helper(…)` where `const helper` imports one).
 * Throws for a route whose chunk cannot be found, so a new loader shape fails the check instead of escaping it.
 */
export function routeChunkNames(routesSource: string, routeIds: readonly string[]): Map<string, string> {
  const chunkName = /webpackChunkName:\s*["']([^"']+)["']/;
  const names = new Map<string, string>();
  for (const id of routeIds) {
    const line = new RegExp(`^\\s*${id}:\\s*(.*)$`, 'm').exec(routesSource)?.[1];
    if (line === undefined) throw new Error(`routes.tsx: no screen loader for route "${id}"`);
    let name = chunkName.exec(line)?.[1];
    const helper = /^(\w+)\(/.exec(line)?.[1];
    if (name === undefined && helper !== undefined) {
      const at = routesSource.search(new RegExp(`const ${helper}\\b`));
      if (at >= 0) name = chunkName.exec(routesSource.slice(at))?.[1];
    }
    if (name === undefined) throw new Error(`routes.tsx: the loader of route "${id}" names no webpackChunkName`);
    names.set(id, name);
  }
  return names;
}

/**
 * Each route's first screen: the initial JS of `budget.exposes` plus the route's chunk group (files the manifest
 * lists as shared, and files the exposes already count, are not counted again). remoteEntry.js stays out.
 */
export function measureFirstScreens(
  sizes: RemoteSizes,
  groups: ChunkGroups,
  routes: readonly RouteInfo[],
  chunkNames: ReadonlyMap<string, string>,
  budget: FirstScreenBudget,
): FirstScreenSize[] {
  const byFile = new Map(sizes.chunks.map((chunk) => [chunk.file, chunk]));
  const initialFiles = new Set<string>();
  for (const expose of budget.exposes) {
    const measured = sizes.exposes.find((candidate) => candidate.expose === expose);
    if (!measured) throw new Error(`firstScreen.exposes: ${expose} is not in the manifest`);
    for (const file of measured.files) initialFiles.add(file);
  }
  const gzipOf = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk)
      throw new Error(`${file} is in a chunk group but was not emitted: rebuild (the chunk groups are stale)`);
    return chunk.gzip;
  };
  const initialGzip = [...initialFiles].reduce((sum, file) => sum + gzipOf(file), 0);
  return routes.map((route) => {
    const chunkGroup = chunkNames.get(route.id);
    if (chunkGroup === undefined) throw new Error(`route "${route.id}" has no chunk name`);
    const files = groups[chunkGroup];
    if (!files) throw new Error(`route "${route.id}": webpack emitted no chunk group "${chunkGroup}"`);
    const asyncFiles = files.filter(
      (file) => file.endsWith('.js') && !initialFiles.has(file) && byFile.get(file)?.kind !== 'shared',
    );
    const gzip = asyncFiles.reduce((sum, file) => sum + gzipOf(file), initialGzip);
    return { route: route.id, flow: route.flow, example: route.example, chunkGroup, asyncFiles, gzip };
  });
}

export function checkFirstScreens(screens: readonly FirstScreenSize[], budget: FirstScreenBudget): BudgetFailure[] {
  return screens
    .filter((screen) => screen.gzip > routeBudget(budget, screen.route))
    .map((screen) => ({
      what: `first screen of ${screen.route} (${screen.example})`,
      gzip: screen.gzip,
      budget: routeBudget(budget, screen.route),
    }));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Plain-text table: column widths from the content, numbers right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => (row[index] ?? '').length)));
  const numeric = header.map(
    (_, index) => rows.length > 0 && rows.every((row) => /^[\d.,\s%×x–-]*(KB|ms|MB|B)?$/.test(row[index] ?? '')),
  );
  const line = (row: string[]) =>
    row
      .map((cell, index) => (numeric[index] ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function sizeReport(sizes: RemoteSizes, budget: SizeBudget, screens: readonly FirstScreenSize[] = []): string {
  const exposeRows = sizes.exposes.map((expose) => {
    const limit = budget.exposes[expose.expose];
    return [
      expose.expose,
      kb(expose.raw),
      kb(expose.gzip),
      limit === undefined ? '–' : kb(limit),
      kb(expose.gzip + sizes.remoteEntry.gzip),
      expose.files.join(' '),
    ];
  });
  const chunkRows = sizes.chunks.map((chunk) => {
    const limit =
      chunk.kind === 'async' ? kb(budget.asyncChunk) : chunk.kind === 'entry' ? kb(budget.remoteEntry) : '–';
    return [chunk.file, chunk.kind, kb(chunk.raw), kb(chunk.gzip), limit, chunk.owners.join(', ')];
  });
  const screenRows = screens.map((screen) => [
    screen.route,
    screen.flow,
    screen.example,
    kb(screen.gzip),
    kb(routeBudget(budget.firstScreen, screen.route)),
    screen.asyncFiles.join(' '),
  ]);
  const firstScreenTable =
    screens.length === 0
      ? []
      : [
          `First screen per route (initial JS of ${budget.firstScreen.exposes.join(' + ')} + the route's chunk group; gzip -9, shared and remoteEntry.js excluded):`,
          formatTable(['route', 'flow', 'url', 'gzip', 'budget', 'route chunks'], screenRows),
          '',
        ];
  return [
    'Initial JS per expose (gzip -9, shared singletons excluded, remoteEntry.js not included):',
    formatTable(['expose', 'raw', 'gzip', 'budget', 'gzip + remoteEntry', 'files'], exposeRows),
    '',
    ...firstScreenTable,
    `remoteEntry.js (MF runtime + container, budgeted separately): ${kb(sizes.remoteEntry.raw)} raw, ${kb(sizes.remoteEntry.gzip)} gzip, budget ${kb(budget.remoteEntry)}`,
    '',
    'Every emitted chunk:',
    formatTable(['file', 'kind', 'raw', 'gzip', 'budget', 'shared / used by'], chunkRows),
  ].join('\n');
}

/**
 * Which emitted files carry V8's compile hint, against which must: remoteEntry.js, every expose's initial files and
 * every first screen's files, plus the files of the chunk groups named in `alsoHinted` (what a first screen shows
 * beside its own chunk), and no other. `firstLine` reads an emitted file's first line.
 * Returns one line per file that is wrong, empty when every file is as it should be.
 */
export function checkCompileHints(
  sizes: RemoteSizes,
  screens: readonly FirstScreenSize[],
  groups: ChunkGroups,
  alsoHinted: readonly string[],
  hintLine: string,
  firstLine: (file: string) => string,
): string[] {
  const must = new Set<string>([sizes.remoteEntry.file]);
  for (const expose of sizes.exposes) for (const file of expose.files) must.add(file);
  for (const screen of screens) for (const file of screen.asyncFiles) must.add(file);
  const may = new Set<string>();
  for (const name of alsoHinted) for (const file of groups[name] ?? []) may.add(file);
  const problems: string[] = [];
  // Every emitted file, remoteEntry.js included (kind `entry`).
  for (const chunk of sizes.chunks) {
    if (!chunk.file.endsWith('.js') || chunk.kind === 'unused-entry') continue;
    const hinted = firstLine(chunk.file) === hintLine;
    const expected = must.has(chunk.file) || (may.has(chunk.file) && chunk.kind !== 'shared');
    if (hinted && !expected) problems.push(`${chunk.file} carries the compile hint, but no open runs it first`);
    if (!hinted && must.has(chunk.file)) problems.push(`${chunk.file} runs at an open but has no compile hint`);
  }
  return problems;
}
