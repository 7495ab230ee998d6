/**
 * Deterministic size measurement of a built federated remote (gzip level 9 of the emitted files), read from
 * its mf-manifest.json. Pure functions over a directory, so `scripts/size.ts` and the bench share them.
 *
 * Counting rules (see test/size/README.md):
 *  - shared singletons (every asset the manifest lists under `shared`) are excluded: the host provides them;
 *  - an expose's initial JS is its manifest `sync` assets minus shared ones, remoteEntry.js not included;
 *  - remoteEntry.js (MF runtime + container) is measured and budgeted on its own;
 *  - every other emitted .js file (expose `async` assets and anything unlisted) is an async chunk.
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

export function readBudget(file: string): SizeBudget {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SizeBudget>;
  if (!parsed.exposes || typeof parsed.asyncChunk !== 'number' || typeof parsed.remoteEntry !== 'number') {
    throw new Error(`${file}: expected { exposes, asyncChunk, remoteEntry }`);
  }
  return { exposes: parsed.exposes, asyncChunk: parsed.asyncChunk, remoteEntry: parsed.remoteEntry };
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
    failures.push({ what: `${sizes.remoteEntry.file} (MF runtime + container)`, gzip: sizes.remoteEntry.gzip, budget: budget.remoteEntry });
  }
  return failures;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Plain-text table: column widths from the content, numbers right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => (row[index] ?? '').length)));
  const numeric = header.map((_, index) => rows.length > 0 && rows.every((row) => /^[\d.,\s%×x–-]*(KB|ms|MB|B)?$/.test(row[index] ?? '')));
  const line = (row: string[]) =>
    row.map((cell, index) => (numeric[index] ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function sizeReport(sizes: RemoteSizes, budget: SizeBudget): string {
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
    const limit = chunk.kind === 'async' ? kb(budget.asyncChunk) : chunk.kind === 'entry' ? kb(budget.remoteEntry) : '–';
    return [chunk.file, chunk.kind, kb(chunk.raw), kb(chunk.gzip), limit, chunk.owners.join(', ')];
  });
  return [
    'Initial JS per expose (gzip -9, shared singletons excluded, remoteEntry.js not included):',
    formatTable(['expose', 'raw', 'gzip', 'budget', 'gzip + remoteEntry', 'files'], exposeRows),
    '',
    `remoteEntry.js (MF runtime + container, budgeted separately): ${kb(sizes.remoteEntry.raw)} raw, ${kb(sizes.remoteEntry.gzip)} gzip, budget ${kb(budget.remoteEntry)}`,
    '',
    'Every emitted chunk:',
    formatTable(['file', 'kind', 'raw', 'gzip', 'budget', 'shared / used by'], chunkRows),
  ].join('\n');
}
