import { build } from 'esbuild';

/**
 * Bundles the browser script at `entry` (and what it imports) into one IIFE for a page to load from its own
 * origin, so the page needs no inline script. Used by the sandbox card widget and the e2e plain host page.
 */
export async function bundleBrowserScript(
  entry: string,
  { minify = false }: { minify?: boolean } = {},
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    minify,
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]?.text;
  if (script === undefined) throw new Error(`esbuild produced no script for ${entry}`);
  return script;
}
