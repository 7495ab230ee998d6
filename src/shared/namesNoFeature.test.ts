import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * shared/ never names a feature (docs/architecture.md, "Imports"): the lint rules stop it importing one;
 * this also catches a path in a string (a lazy import, a loader, a comment telling readers to look there) and an
 * import of something organised by an area's name that is not the area's contract.
 */
const sharedDir = __dirname;
const featuresDir = path.join(__dirname, '..', 'features');
const areas = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const importSpecifiers = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');

describe('shared/ names no feature', () => {
  const files = sourceFiles(sharedDir);

  it('finds the areas and the shared sources it checks', () => {
    expect(areas).toContain('deposit');
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [path.relative(sharedDir, file), file]))(
    '%s mentions no features/ path',
    (_name, file) => {
      expect(readFileSync(file, 'utf8')).not.toMatch(/features\//);
    },
  );

  it.each(files.map((file) => [path.relative(sharedDir, file), file]))(
    '%s imports nothing named after an area, outside contracts/',
    (_name, file) => {
      const named = importSpecifiers(readFileSync(file, 'utf8')).filter(
        (specifier) =>
          !specifier.startsWith('@contracts/') && areas.some((area) => specifier.split('/').includes(area)),
      );
      expect(named).toEqual([]);
    },
  );
});
