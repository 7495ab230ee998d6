/**
 * README code blocks that are copies of example files: `<!-- snippet: path[#region] -->` is followed by a fenced
 * block holding that file (or the lines between `// #region name` and `// #endregion name` in it).
 * `tsx scripts/readmeSnippets.ts` rewrites the blocks from the files; the jest test fails when they differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const MARKER = /<!-- snippet: ([^#\s]+)(?:#([\w-]+))? -->\n(?:\n?```\w*\n[\s\S]*?\n```\n)?/g;
const FENCE: Record<string, string> = { '.ts': 'ts', '.tsx': 'tsx', '.html': 'html' };

/** The text a snippet marker stands for. */
export function snippetSource(file: string, region?: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!region) return text.trimEnd();
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
  if (start < 0 || end < 0) throw new Error(`${file} has no region "${region}"`);
  return lines
    .slice(start + 1, end)
    .join('\n')
    .trimEnd();
}

/** The README with every snippet block written from its file. */
export function renderSnippets(readme: string): string {
  return readme.replace(MARKER, (_, file: string, region: string | undefined) => {
    const fence = FENCE[path.extname(file)] ?? '';
    return `<!-- snippet: ${file}${region ? `#${region}` : ''} -->\n\n\`\`\`${fence}\n${snippetSource(file, region)}\n\`\`\`\n`;
  });
}

export const README_PATH = path.join(root, 'README.md');

if (typeof require !== 'undefined' && require.main === module) {
  writeFileSync(README_PATH, renderSnippets(readFileSync(README_PATH, 'utf8')));
}
