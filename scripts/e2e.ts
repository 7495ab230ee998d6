/**
 * `npm run test:e2e`: builds the remote and the host-demo (unless E2E_SKIP_BUILD=1), then runs every
 * test/e2e/*.e2e.ts with node's test runner, one file at a time (each starts its own servers on free ports).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const filter = process.argv[2];
const dir = path.join(root, 'test/e2e');
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.e2e.ts') && (!filter || name.includes(filter)))
  .sort()
  .map((name) => path.join('test/e2e', name));
if (files.length === 0) {
  console.error('no browser suites found');
  process.exit(1);
}

const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(run.status ?? 1);
