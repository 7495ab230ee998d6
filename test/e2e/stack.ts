import path from 'node:path';
import type { WorkerFixture } from '@playwright/test';
import { startServers } from '../../scripts/start';

export type Stack = Awaited<ReturnType<typeof startServers>>;

const root = path.resolve(__dirname, '../..');

/**
 * The real thing on free loopback ports: host-demo + sandbox on one origin, the built remote on another.
 * Needs `npm run build` first (npm run test:e2e does it).
 */
export function startStack(options: { sandboxNow?: () => number } = {}): Promise<Stack> {
  return startServers({
    ...options,
    hostPort: 0,
    remotePort: 0,
    cardWidgetPort: 0,
    hostDir: path.join(root, 'dist/host'),
    remoteDir: path.join(root, 'dist/remote'),
  });
}

/**
 * A Playwright worker fixture (for `test.extend`): the worker's own stack, started by `start` before the worker's
 * first test and closed after its last, so a sandbox reset never races another worker's test.
 */
export function workerStack(start: () => Promise<Stack>): [WorkerFixture<Stack, object>, { scope: 'worker' }] {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const stack = await start();
      await use(stack);
      await stack.close();
    },
    { scope: 'worker' },
  ];
}
