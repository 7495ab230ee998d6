/**
 * The trivial federated remote the benchmarks compare the cashier against (`npm run build:trivial`, into
 * dist/trivial-remote/): built exactly like the real remote (same plugin, same shared singletons, same container
 * global and chunk naming) but exposing one component that renders one dialog. The ratio real/trivial in
 * `npm run bench` is the cost of the cashier itself over the federation baseline.
 *
 * It also exposes `./events` (the real, 0.6 KB bus module) because the host-demo loads `cashier/events`.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { REMOTE_GLOBAL_NAME, sharedSingletons } from '../../../webpack.config';

const root = path.resolve(__dirname, '../../..');

const config = (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => ({
  mode: argv.mode ?? 'production',
  context: root,
  entry: { main: './test/bench/trivial-remote/src/index.ts' },
  target: 'web',
  devtool: 'source-map',
  output: {
    path: path.join(root, 'dist/trivial-remote'),
    publicPath: 'auto',
    uniqueName: 'cashier',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.join(root, 'src'), '@contracts': path.join(root, 'contracts') } },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } } },
      },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'cashier',
      filename: 'remoteEntry.js',
      library: { type: 'global', name: REMOTE_GLOBAL_NAME },
      exposes: {
        './CashierApp': './test/bench/trivial-remote/src/CashierApp.tsx',
        './events': './src/exposes/events.ts',
      },
      shared: sharedSingletons,
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      dev: false,
    }),
  ],
  optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
  performance: { hints: false },
});

export default config;
