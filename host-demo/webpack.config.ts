/**
 * Production build of the demo host shell (`npm run build:host`), into dist/host/.
 *
 * The host declares no static remotes: the cashier's manifest URL is only known at runtime
 * (GET /config.json), so the shell registers it with the federation runtime on startup.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, PathData } from 'webpack';
import pkg from '../package.json';
import { typeScriptSource } from '../webpack.config';

const root = path.resolve(__dirname, '..');

// One copy of each on the page, whichever side loads first; the remote must declare the same keys.
// The `react/` and `react-dom/` prefixes share the subpaths (react/jsx-runtime, react-dom/client).
const singleton = (version: string) => ({ singleton: true, requiredVersion: version });
const shared = {
  react: singleton(pkg.dependencies.react),
  'react/': singleton(pkg.dependencies.react),
  'react-dom': singleton(pkg.dependencies['react-dom']),
  'react-dom/': singleton(pkg.dependencies['react-dom']),
  'react-router-dom': singleton(pkg.dependencies['react-router-dom']),
  'styled-components': singleton(pkg.dependencies['styled-components']),
};

const HASHED_NAME = '[name].[contenthash:12].js';

/**
 * webpack 5.111 with @module-federation/enhanced 2.9.2 (module-federation/core#5077): the federation
 * runtime module resolves the entry chunk's filename while chunk hashes are still being computed, before
 * the content hash exists, and a plain `[contenthash]` template then fails the build. That early call only
 * needs the file's directory, so it gets a hash-free name in the same directory; the file that is emitted
 * is still content-hashed (and the runtime code, which depends on the directory only, is identical).
 */
const entryFilename = (pathData: PathData): string =>
  pathData.chunk?.contentHash?.javascript ? HASHED_NAME : '[name].js';

const config: Configuration = {
  mode: 'production',
  context: root,
  entry: { main: './host-demo/src/index.ts' },
  // No eval-based devtool: the page is meant to run under a CSP without 'unsafe-eval'.
  devtool: 'source-map',
  output: {
    path: path.join(root, 'dist/host'),
    // Absolute, because the SPA fallback serves index.html at deep paths like /cash/deposit/.
    publicPath: '/',
    filename: entryFilename,
    chunkFilename: HASHED_NAME,
    uniqueName: 'host_demo',
    clean: true,
  },
  // The design page (/design, lazy) renders the cashier's kit from src/, so the host compiles like the remote.
  ...typeScriptSource(root, { sourceMap: true }),
  plugins: [
    new ModuleFederationPlugin({
      name: 'host_demo',
      remotes: {},
      shared,
      // Types of the remote come from contracts/, and the dts helper's dev server must never start.
      dts: false,
      dev: false,
      // Nothing consumes this host, so it publishes no manifest of its own.
      manifest: false,
    }),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'public/index.html'),
      scriptLoading: 'defer',
    }),
  ],
  performance: { hints: false },
};

export default config;
