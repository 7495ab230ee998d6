import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../e2e/browser';

/** Before any browser suite: Debian's Chromium is there, and the remote and the host-demo are built (unless E2E_SKIP_BUILD=1). */
export default function globalSetup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium-headless-shell chromium`,
    );
  }
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const root = path.resolve(__dirname, '../..');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? 'signal'})`);
}
