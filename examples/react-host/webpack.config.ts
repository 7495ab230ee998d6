/**
 * The React host example: `npx webpack serve --config examples/react-host/webpack.config.ts --mode development`
 * (or `npm run example:react`), and `--mode production` to build. CASHIER_MANIFEST_URL says where the remote is,
 * SANDBOX_ORIGIN where the platform API (here: the sandbox of `npm start`) answers.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const manifestUrl = process.env.CASHIER_MANIFEST_URL ?? 'http://localhost:3001/mf-manifest.json';
const sandboxOrigin = process.env.SANDBOX_ORIGIN ?? 'http://localhost:3000';

// #region proxy
/** What the cashier calls on `apiBaseUrl` (default: the page's origin), proxied to the API in development. */
export const API_PATHS = ['/rest/', '/api/rest/', '/i18n/', '/paynup/', '/payments/', '/__sandbox/'];

const devServer: DevServerConfiguration = {
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 8080),
  historyApiFallback: true, // deep links such as /cash/deposit/ get index.html
  proxy: [{ context: API_PATHS, target: sandboxOrigin, changeOrigin: true }],
};
// #endregion proxy

// #region federation
const federation = new ModuleFederationPlugin({
  name: 'react_host',
  remotes: {}, // registered at runtime from configuration: registerRemotes() in App.tsx
  // One copy of each on the page, at or above the cashier's floors (README, "Federation config").
  shared: {
    react: { singleton: true, requiredVersion: '^19.2.0' },
    'react/': { singleton: true, requiredVersion: '^19.2.0' }, // react/jsx-runtime
    'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
    'react-dom/': { singleton: true, requiredVersion: '^19.2.0' }, // react-dom/client
    'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' }, // the cashier uses the host's router
    'styled-components': { singleton: true, requiredVersion: '^6.4.0' },
  },
  // Types come from @cashier/host-contracts. `dts: { consumeTypes: true }` downloads the remote's generated
  // types instead; keep it off in CI (60 s timeouts and retries), and `dev: false` keeps port 16322 closed.
  dts: false,
  dev: false,
  manifest: false,
});
// #endregion federation

const config = (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer: DevServerConfiguration } => ({
  mode: argv.mode ?? 'development',
  context: __dirname,
  entry: './src/index.ts',
  devtool: argv.mode === 'production' ? false : 'cheap-module-source-map',
  output: {
    path: process.env.EXAMPLE_OUT ?? path.resolve(__dirname, '../../dist/examples/react-host'),
    publicPath: '/',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    uniqueName: 'react_host',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // Stands in for `npm install --save-dev <cashier clone>/contracts/host` (README, "Types"): the package's one
    // runtime file, the first-screen plugin.
    alias: { '@cashier/host-contracts/first-screen': path.resolve(__dirname, '../../contracts/host/firstScreen.ts') },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
      },
    ],
  },
  plugins: [
    federation,
    new webpack.DefinePlugin({ CASHIER_MANIFEST_URL: JSON.stringify(manifestUrl) }),
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html') }),
  ],
  devServer,
  performance: { hints: false },
});

export default config;
