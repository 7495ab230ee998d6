/**
 * The webpack config of the bench's baseline remotes (test/bench/trivial-remote, test/bench/fair-remote): built
 * exactly like the real remote (same plugin, same shared singletons, same container global and chunk naming),
 * each exposing its own `./CashierApp` plus the real 0.6 KB `./events` (the host-demo loads `cashier/events`).
 * Output: dist/<name>/.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { remoteContainer, typeScriptSource } from '../../webpack.config';

const root = path.resolve(__dirname, '../..');

export type BenchRemoteName = 'trivial-remote' | 'fair-remote';

export const benchRemoteConfig =
  (name: BenchRemoteName) =>
  (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => ({
    mode: argv.mode ?? 'production',
    context: root,
    entry: { main: `./test/bench/${name}/src/index.ts` },
    target: 'web',
    devtool: 'source-map',
    output: {
      path: path.join(root, 'dist', name),
      publicPath: 'auto',
      uniqueName: 'cashier',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    ...typeScriptSource(root),
    plugins: [
      new ModuleFederationPlugin({
        ...remoteContainer,
        exposes: {
          './CashierApp': `./test/bench/${name}/src/CashierApp.tsx`,
          './events': './src/exposes/events.ts',
        },
        dts: false,
        dev: false,
      }),
    ],
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: { hints: false },
  });
