import path from 'node:path';
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
