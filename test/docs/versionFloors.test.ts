/**
 * @jest-environment node
 *
 * One set of version floors (src/app/versionFloors.ts) everywhere a host reads one: the remote's shared singletons
 * (the `requiredVersion`s its manifest advertises), @cashier/host-contracts' peer dependencies, the README's example
 * hosts (examples/react-host/webpack.config.ts and examples/vite-host/vite.config.ts, copied into the README:
 * test/docs/readmeSnippets.test.ts), the
 * README's floor table and the log lines it quotes. Fails when one of them drifts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTAINER_NAME, hostProblem, type HostEnvironment } from '../../src/app/hostCompatibility';
import { versionFloors, type FlooredPackage } from '../../src/app/versionFloors';
import { remoteContainer, sharedSingletons } from '../../webpack.config';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const packages = Object.keys(versionFloors) as FlooredPackage[];
/** The share keys of each package a host declares (README): the package and, for react and react-dom, its subpaths. */
const shareKeys: Record<string, FlooredPackage> = {
  react: 'react',
  'react/': 'react',
  'react-dom': 'react-dom',
  'react-dom/': 'react-dom',
  'react-router-dom': 'react-router-dom',
  'styled-components': 'styled-components',
};
/** The remote's: also the subpaths it imports by name, so its manifest advertises their floor too. */
const remoteShareKeys: Record<string, FlooredPackage> = {
  ...shareKeys,
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
};
const caret = (pkg: FlooredPackage) => `^${versionFloors[pkg]}`;

/** The text of a README subsection, from its `### title` to the next heading. */
function readmeSection(title: string): string {
  const readme = read('README.md');
  const start = readme.indexOf(`\n### ${title}\n`);
  if (start < 0) throw new Error(`README has no "### ${title}"`);
  const end = readme.slice(start + 1).search(/\n##+ /);
  return end < 0 ? readme.slice(start) : readme.slice(start, start + 1 + end);
}

describe('version floors', () => {
  it('are plain x.y.z versions, react-dom the same as react', () => {
    for (const pkg of packages) expect(versionFloors[pkg]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(versionFloors['react-dom']).toBe(versionFloors.react);
  });

  it('are what the remote requires of the shared singletons (its manifest advertises them)', () => {
    expect(sharedSingletons).toEqual(
      Object.fromEntries(
        Object.entries(remoteShareKeys).map(([key, pkg]) => [key, { singleton: true, requiredVersion: caret(pkg) }]),
      ),
    );
    expect(remoteContainer.shared).toBe(sharedSingletons);
    expect(remoteContainer.name).toBe(CONTAINER_NAME);
  });

  it('are the peer dependencies of @cashier/host-contracts (>=, optional: a host without React installs none)', () => {
    const manifest = JSON.parse(read('contracts/host/package.json')) as {
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    expect(manifest.peerDependencies).toEqual(
      Object.fromEntries(packages.map((pkg) => [pkg, `>=${versionFloors[pkg]}`])),
    );
    expect(manifest.peerDependenciesMeta).toEqual(Object.fromEntries(packages.map((pkg) => [pkg, { optional: true }])));
  });

  it("are the example hosts' requiredVersions (the README's federation configs are copied from them)", () => {
    const declared = (file: string, entry: RegExp) => {
      const source = read(file);
      const start = source.indexOf('shared: {');
      const shared = source.slice(start, source.indexOf('},\n', source.indexOf("'styled-components'", start)) + 1);
      return Object.fromEntries([...shared.matchAll(entry)].map((match) => [match[1], match[2]]));
    };
    const expected = Object.fromEntries(Object.entries(shareKeys).map(([key, pkg]) => [key, caret(pkg)]));
    expect(
      declared(
        'examples/react-host/webpack.config.ts',
        /^\s*'?([\w/-]+)'?: \{ singleton: true, requiredVersion: '([^']+)' \}/gm,
      ),
    ).toEqual(expected);
    expect(declared('examples/vite-host/vite.config.ts', /^\s*'?([\w/-]+)'?: singleton\('([^']+)'\)/gm)).toEqual(
      expected,
    );
  });

  it('are the floors of the README\'s table in "Federation config (webpack)"', () => {
    const rows = [...readmeSection('Federation config (webpack)').matchAll(/^\| ([^|]+) \| (\d+\.\d+\.\d+) \|/gm)];
    const found: Record<string, string> = {};
    for (const [, names = '', floor = ''] of rows)
      for (const [, name = ''] of names.matchAll(/`([^`]+)`/g)) found[name] = floor;
    expect(found).toEqual(versionFloors);
  });

  it('are in the log lines the README quotes in "What the cashier logs" (the lines the cashier writes)', () => {
    const fits: HostEnvironment = {
      versions: { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', 'styled-components': '6.6.0' },
      routerBeforeCashier: '7.18.5',
      shareScope: {},
    };
    const below = hostProblem(
      { ...fits, versions: { ...fits.versions, react: '19.1.10', 'react-dom': '19.1.10' } },
      false,
    );
    const unshared = hostProblem(
      { ...fits, shareScope: { 'react-router-dom': { '7.18.5': { from: CONTAINER_NAME, useIn: [CONTAINER_NAME] } } } },
      false,
    );
    const section = readmeSection('What the cashier logs');
    for (const line of [below, unshared]) {
      expect(line).toBeDefined();
      expect(section).toContain(`\n[cashier] ${line ?? ''}\n`);
    }
    expect(section).toContain(`needs ^${versionFloors.react}\``);
  });
});
