/**
 * Size budgets of the remote (`npm run size`, part of `npm test`): builds the remote with webpack's Node API
 * (or, with `--no-build`, reads the existing dist/remote), measures gzip -9 sizes from mf-manifest.json and
 * fails when a budget in .size-budget.json is exceeded. Rules and how to change a budget: test/size/README.md.
 *
 *   tsx scripts/size.ts [--no-build] [--json] [--budget <file>]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import remoteConfig, { HINTED_CHUNKS } from '../webpack.config';
import { COMPILE_HINT_LINE } from '../src/app/chunkNames';
import { cashGates, cashRouteTable } from '../src/app/routeTable';
import {
  checkBudget,
  checkCompileHints,
  checkFirstScreens,
  kb,
  measureFirstScreens,
  measureRemote,
  readBudget,
  routeChunkNames,
  sizeReport,
  type ChunkGroups,
} from '../test/size/measure';

const root = path.resolve(__dirname, '..');
const distDir = path.join(root, 'dist/remote');
const defaultBudgetFile = path.join(root, '.size-budget.json');
/** Named chunk groups of the last build, kept beside (not in) dist/remote so they are never deployed. */
const chunkGroupsFile = path.join(root, 'dist/size/chunk-groups.json');
const featuresDir = path.join(root, 'src/features');

/**
 * Each route's screen loader as `<route id>: <loader>` lines, read from the areas' manifests
 * (src/features/<area>/index.ts): the shape routeChunkNames reads.
 */
function screenLoaderSource(): string {
  const lines: string[] = [];
  for (const area of readdirSync(featuresDir).sort()) {
    const file = path.join(featuresDir, area, 'index.ts');
    if (!existsSync(file)) continue;
    // A route object: its id, then (before any other id) its screen loader.
    for (const match of readFileSync(file, 'utf8').matchAll(/id:\s*'(\w+)'(?:(?!\bid:)[^])*?screen:\s*([^\n]*)/g)) {
      lines.push(`${match[1]}: ${match[2]}`);
    }
  }
  return lines.join('\n');
}

/** The named chunk groups of a build (a route's `webpackChunkName` and the split-off chunks it loads with it). */
function chunkGroupsOf(stats: webpack.Stats): ChunkGroups {
  const groups: ChunkGroups = {};
  for (const [name, group] of Object.entries(stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {})) {
    groups[name] = (group.assets ?? []).map((asset) => asset.name);
  }
  return groups;
}

export function buildRemote(): Promise<void> {
  const compiler = webpack(remoteConfig({}, { mode: 'production' }));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(`remote build failed:\n${stats?.toString({ all: false, errors: true }) ?? ''}`));
      }
      mkdirSync(path.dirname(chunkGroupsFile), { recursive: true });
      writeFileSync(chunkGroupsFile, `${JSON.stringify(chunkGroupsOf(stats), null, 2)}\n`);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const budgetAt = argv.indexOf('--budget');
  const budgetFile = budgetAt >= 0 && argv[budgetAt + 1] ? path.resolve(argv[budgetAt + 1] ?? '') : defaultBudgetFile;
  if (!args.has('--no-build')) {
    const started = Date.now();
    await buildRemote();
    console.log(`built the remote into dist/remote in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const budget = readBudget(budgetFile);
  const sizes = measureRemote(distDir);
  const groups = JSON.parse(readFileSync(chunkGroupsFile, 'utf8')) as ChunkGroups;
  // A gate's screen is the first screen of the players it applies to: measured like a route (docs/architecture.md, "Gates").
  const firstScreenTargets = [
    ...cashRouteTable,
    ...cashGates.map((gate) => ({ id: gate.id, flow: 'gate', example: `(gate ${gate.id})` })),
  ];
  const chunkNames = routeChunkNames(
    screenLoaderSource(),
    firstScreenTargets.map((route) => route.id),
  );
  const firstScreens = measureFirstScreens(sizes, groups, firstScreenTargets, chunkNames, budget.firstScreen);
  const failures = [...checkBudget(sizes, budget), ...checkFirstScreens(firstScreens, budget.firstScreen)];
  if (args.has('--json')) console.log(JSON.stringify({ sizes, firstScreens, budget, failures }, null, 2));
  else console.log(sizeReport(sizes, budget, firstScreens));
  // V8's compile hint on exactly the files an open runs first (webpack.config.ts, CompileHintPlugin).
  const firstLine = (file: string) => readFileSync(path.join(distDir, file), 'utf8').split('\n', 1)[0] ?? '';
  const hintProblems = checkCompileHints(sizes, firstScreens, groups, [...HINTED_CHUNKS], COMPILE_HINT_LINE, firstLine);
  if (hintProblems.length > 0) {
    console.error('\nCompile hints (test/size/README.md, "Compile hints"):');
    for (const problem of hintProblems) console.error(`  ✗ ${problem}`);
    process.exit(1);
  }
  if (failures.length > 0) {
    console.error(`\nSize budget exceeded (${path.relative(root, budgetFile)}; see test/size/README.md):`);
    for (const failure of failures)
      console.error(`  ✗ ${failure.what}: ${kb(failure.gzip)} gzip > ${kb(failure.budget)}`);
    process.exit(1);
  }
  console.log('\nAll size budgets met.');
}

if (typeof require !== 'undefined' && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
