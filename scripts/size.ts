/**
 * Size budgets of the remote (`npm run size`, part of `npm test`): builds the remote with webpack's Node API
 * (or, with `--no-build`, reads the existing dist/remote), measures gzip -9 sizes from mf-manifest.json and
 * fails when a budget in .size-budget.json is exceeded. Rules and how to change a budget: test/size/README.md.
 *
 *   tsx scripts/size.ts [--no-build] [--json] [--budget <file>]
 */
import path from 'node:path';
import webpack from 'webpack';
import remoteConfig from '../webpack.config';
import { checkBudget, kb, measureRemote, readBudget, sizeReport } from '../test/size/measure';

const root = path.resolve(__dirname, '..');
const distDir = path.join(root, 'dist/remote');
const defaultBudgetFile = path.join(root, '.size-budget.json');

export function buildRemote(): Promise<void> {
  const compiler = webpack(remoteConfig({}, { mode: 'production' }));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(`remote build failed:\n${stats?.toString({ all: false, errors: true }) ?? ''}`));
      }
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
  const failures = checkBudget(sizes, budget);
  if (args.has('--json')) console.log(JSON.stringify({ sizes, budget, failures }, null, 2));
  else console.log(sizeReport(sizes, budget));
  if (failures.length > 0) {
    console.error(`\nSize budget exceeded (${path.relative(root, budgetFile)}; see test/size/README.md):`);
    for (const failure of failures) console.error(`  ✗ ${failure.what}: ${kb(failure.gzip)} gzip > ${kb(failure.budget)}`);
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
