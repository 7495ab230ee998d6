/**
 * The README's integration section is copied from code that runs (examples/, exercised by the browser suite):
 * this fails when a copy drifts from its file. Fix: `npx tsx scripts/readmeSnippets.ts`.
 */
import { readFileSync } from 'node:fs';
import { README_PATH, renderSnippets, snippetSource } from '../../scripts/readmeSnippets';

const readme = readFileSync(README_PATH, 'utf8');

describe('README snippets', () => {
  it('every snippet block equals its example file (or region)', () => {
    expect(readme).toBe(renderSnippets(readme));
  });

  it('names the example files the browser suite runs, each under 120 lines', () => {
    const markers = [...readme.matchAll(/<!-- snippet: ([^#\s]+)(?:#([\w-]+))? -->/g)].map((match) => match[1] ?? '');
    expect(new Set(markers)).toEqual(
      new Set([
        'examples/react-host/webpack.config.ts',
        'examples/react-host/src/index.ts',
        'examples/react-host/src/bootstrap.tsx',
        'examples/react-host/src/App.tsx',
        'examples/plain-host/src/host.ts',
        'examples/vite-host/vite.config.ts',
        'examples/vite-host/src/cashier.ts',
      ]),
    );
    for (const file of markers) expect(snippetSource(file).split('\n').length).toBeLessThan(120);
  });

  it('detects drift: a changed line in a copy no longer matches', () => {
    const drifted = readme.replace(
      "registerRemotes([{ name: 'cashier', entry: CASHIER_MANIFEST_URL }]);",
      "registerRemotes([{ name: 'cashier', entry: '/x' }]);",
    );
    expect(drifted).not.toBe(readme);
    expect(renderSnippets(drifted)).not.toBe(drifted);
  });
});
