/**
 * A variant of examples/react-host for the version-floor suite (version-floor.e2e.ts): the example's own webpack
 * config (production build), with its federation plugin swapped for one whose `shared` is changed, and optionally
 * React and React DOM taken from other packages (the npm aliases `react-below-floor`, `react-dom-below-floor`: a
 * host a minor below the cashier's React floor). Served as static files on a free loopback port; no API proxy:
 * a cashier that refuses to start calls nothing.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { versionFloors } from '../../src/app/versionFloors';
import { loadReactHostConfig } from './exampleHosts';

type SharedConfig = { singleton: true; requiredVersion: string; version?: string };

export interface HostVariant {
  /** Packages that stand in for react and react-dom (their own `react`, `react/…`, `react-dom`, `react-dom/…` imports included). */
  react?: { react: string; reactDom: string };
  /** Shared keys the host leaves out of its `shared` (it bundles its own copy). */
  unshared?: readonly string[];
}

export interface VariantHost {
  url: string;
  close(): Promise<void>;
}

/** The version in a package's own package.json (an npm alias installs the real package: its version, not the alias). */
const installedVersion = (pkg: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/**
 * The example's `shared` (README, "Federation config"): the four singletons, each with requiredVersion `^<floor>`
 * (test/docs/versionFloors.test.ts holds the example to that), `react/` and `react-dom/` for their subpaths.
 */
function exampleShared(): Record<string, SharedConfig> {
  const floor = (pkg: keyof typeof versionFloors): SharedConfig => ({
    singleton: true,
    requiredVersion: `^${versionFloors[pkg]}`,
  });
  return {
    react: floor('react'),
    'react/': floor('react'),
    'react-dom': floor('react-dom'),
    'react-dom/': floor('react-dom'),
    'react-router-dom': floor('react-router-dom'),
    'styled-components': floor('styled-components'),
  };
}

export async function startHostVariant(variant: HostVariant, manifestUrl: string): Promise<VariantHost> {
  const { config, out } = loadReactHostConfig('production', manifestUrl, 'cashier-host-variant-');

  const shared = exampleShared();
  for (const key of variant.unshared ?? []) delete shared[key];
  const alias: Record<string, string> = {};
  if (variant.react) {
    const { react, reactDom } = variant.react;
    // `react` also matches `react/jsx-runtime` (webpack aliases a package name with its subpaths).
    Object.assign(alias, { react, 'react-dom': reactDom });
    // The share scope offers what the host runs: its version, and the host itself accepts it.
    for (const [key, pkg] of [
      ['react', react],
      ['react/', react],
      ['react-dom', reactDom],
      ['react-dom/', reactDom],
    ] as const) {
      const entry = shared[key];
      if (entry)
        shared[key] = { ...entry, version: installedVersion(pkg), requiredVersion: `^${installedVersion(pkg)}` };
    }
  }
  config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), ...alias } };
  config.plugins = (config.plugins ?? []).map((plugin) =>
    plugin instanceof ModuleFederationPlugin
      ? new ModuleFederationPlugin({ name: 'react_host', remotes: {}, shared, dts: false, dev: false, manifest: false })
      : plugin,
  );
  config.devtool = false;
  // Production mode (React's production build, as a host ships it) without Terser: what the variants check is the
  // share scope and the cashier's version check, which minifying does not change, and Terser was most of each
  // variant's build time in the browser suite.
  config.optimization = { ...config.optimization, minimize: false };

  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
    ),
  );

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(out, pathname);
    const found =
      file.startsWith(out) && existsSync(file) && statSync(file).isFile() ? file : path.join(out, 'index.html');
    res
      .writeHead(200, {
        'Content-Type': found.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8',
      })
      .end(readFileSync(found));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      rmSync(out, { recursive: true, force: true });
    },
  };
}
