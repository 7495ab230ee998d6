/**
 * `npm run test:a11y`: builds the remote and the host-demo (unless E2E_SKIP_BUILD=1), then runs the
 * accessibility sweep (test/a11y/) in headless Chromium through the real host-demo: axe-core (WCAG 2.0/2.1/2.2
 * A and AA) on every route of the route table and every state scenario, plus the overlay's keyboard checks.
 * Prints a table (target × check → violations) with totals and exits non-zero on any violation.
 *
 *   npm run test:a11y -- [filter]                 only targets whose id contains `filter`
 *   npm run test:a11y -- --break=<name> [filter]  install a deliberate break (test/a11y/breaks.ts): must fail
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BREAKS, isBreakName } from '../test/a11y/breaks';
import { runSweep } from '../test/a11y/sweep';

const root = path.resolve(__dirname, '..');

async function main(): Promise<number> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`);
    return 1;
  }
  let breakName: keyof typeof BREAKS | undefined;
  let filter: string | undefined;
  for (const arg of process.argv.slice(2)) {
    if (arg.startsWith('--break=')) {
      const name = arg.slice('--break='.length);
      if (!isBreakName(name)) {
        console.error(`unknown break "${name}"; one of: ${Object.keys(BREAKS).join(', ')}`);
        return 1;
      }
      breakName = name;
    } else {
      filter = arg;
    }
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }
  return runSweep({ filter, breakName });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
