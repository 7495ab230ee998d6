import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHUNK_NAMES, FIRST_SCREEN_CHUNKS } from './chunkNames';

const SRC = join(__dirname, '..');

/** Every source file of src/ (not tests): where the remote's `import()`s are. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each `webpackChunkName` the sources write, with where. */
const named = sources(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/webpackChunkName:\s*(\S+?)[\s,*]/g)].map((match) => ({
    file: relative(SRC, file),
    written: match[1] ?? '',
  })),
);

describe('chunk names (src/app/chunkNames.ts)', () => {
  it('finds the named imports', () => {
    expect(named.length).toBeGreaterThan(20);
  });

  it('every webpackChunkName is a double-quoted name of the table', () => {
    const unknown = named.filter(({ written }) => {
      const name = /^"([^"]+)"$/.exec(written)?.[1];
      return name === undefined || !(name in CHUNK_NAMES);
    });
    expect(unknown).toEqual([]);
  });

  it('every name of the table is used (a chunk that is gone leaves the table)', () => {
    const used = new Set(named.map(({ written }) => written.replace(/"/g, '')));
    expect(Object.keys(CHUNK_NAMES).filter((name) => !used.has(name))).toEqual([]);
  });

  it("the first-screen chunks are exactly the manifests' screen loaders", () => {
    const features = join(SRC, 'features');
    const loaders = readdirSync(features).flatMap((area) => {
      const manifest = join(features, area, 'index.ts');
      let text = '';
      try {
        text = readFileSync(manifest, 'utf8');
      } catch {
        return [];
      }
      return [...text.matchAll(/screen: \(\) => import\(\/\* webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    });
    expect(loaders.length).toBeGreaterThan(10);
    expect([...new Set(loaders)].sort()).toEqual([...FIRST_SCREEN_CHUNKS].sort());
  });
});
