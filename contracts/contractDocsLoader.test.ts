import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { callContracts } from './index';

// The loader is the CommonJS file webpack runs (tools/contract-docs-loader.cjs); it has no type declarations.
const { stripDescriptions } = require('../tools/contract-docs-loader.cjs') as {
  stripDescriptions: (source: string, fileName?: string) => string;
};

const API = path.join(__dirname, 'api');
const contractFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'examples.ts' ? [full] : [];
  });

describe('contract-docs loader (docs/architecture.md, "Contracts in the bundle")', () => {
  it('empties the description of getCall, postCall and the sides of listAndSubmit', () => {
    const source = [
      "export const a = getCall('x.a', '/a/', Data, 'Reads a.');",
      "export const b = postCall('x.b', '/b/', Body, Data, `Writes ${label} b.`);",
      "const pair = listAndSubmit('/c/', { id: 'x.l', data: D, description: 'Lists' + ' c.' }, { id: 'x.s', body: B, data: D, description: `Submits c.` });",
    ].join('\n');
    expect(stripDescriptions(source)).toBe(
      [
        "export const a = getCall('x.a', '/a/', Data, '');",
        "export const b = postCall('x.b', '/b/', Body, Data, '');",
        "const pair = listAndSubmit('/c/', { id: 'x.l', data: D, description: '' }, { id: 'x.s', body: B, data: D, description: '' });",
      ].join('\n'),
    );
  });

  it('leaves schemas, ids, paths and other strings alone', () => {
    const source = [
      'export const Offer = v.object({ title: v.string(), description: v.nullable(v.string()) });',
      "export const c = getCall('x.c', '/c/', Offer, describe);",
      "const example = { description: 'An offer text the server sends' };",
      "export const d = otherFactory('x.d', '/d/', Offer, 'kept');",
    ].join('\n');
    expect(stripDescriptions(source)).toBe(source);
  });

  const files = contractFiles(API);
  const stripped = files.map((file) => ({ file, text: stripDescriptions(readFileSync(file, 'utf8'), file) }));

  it('removes every literal call description of the registry from the files webpack bundles', () => {
    const all = stripped.map(({ text }) => text).join('\n');
    const literal = callContracts.filter((call) => readFileIncludes(files, call.description));
    expect(literal.length).toBeGreaterThan(40);
    for (const call of literal) expect(all.includes(call.description)).toBe(false);
  });

  it('keeps every contract file valid TypeScript', () => {
    for (const { file, text } of stripped) {
      const out = ts.transpileModule(text, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { module: ts.ModuleKind.ESNext },
      });
      expect({ file, diagnostics: out.diagnostics?.length ?? 0 }).toEqual({ file, diagnostics: 0 });
    }
  });
});

/** Whether `text` is written literally in one of `files` (template-built descriptions are not). */
function readFileIncludes(files: readonly string[], text: string): boolean {
  return files.some((file) => readFileSync(file, 'utf8').includes(text));
}
