/**
 * Starts the example hosts of examples/ the way their README sections run them, on free loopback ports:
 * the React host under webpack-dev-server (development) or built and served as static files (production),
 * the plain host bundled with esbuild (unminified with React's development flag, or minified), the Vite host under
 * Vite's dev server or built and run by `vite preview`. All proxy the platform API paths to the sandbox, as the
 * README's local-development block does.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { build as viteBuild, createServer as createViteServer, preview as vitePreview, type InlineConfig } from 'vite';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const examples = path.resolve(__dirname, '../../examples');
export type Mode = 'development' | 'production';

export interface ExampleHost {
  url: string;
  close(): Promise<void>;
  /** A dev server's hot update of `file` (relative to the example), as if it had been saved: Vite's dev server only. */
  hotUpdate?(file: string): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** Files of `files` (path → body or file on disk), index.html for any other page, API paths to the sandbox. */
async function serve(
  apiPaths: readonly string[],
  sandboxOrigin: string,
  file: (pathname: string) => string | Buffer | undefined,
): Promise<ExampleHost> {
  const sandbox = new URL(sandboxOrigin);
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (apiPaths.some((prefix) => pathname.startsWith(prefix))) {
      const upstream = request(
        {
          host: sandbox.hostname,
          port: sandbox.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: sandbox.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const body = file(pathname) ?? file('/index.html');
    res
      .writeHead(body === undefined ? 404 : 200, { 'Content-Type': TYPES[path.extname(pathname)] ?? TYPES['.html'] })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type ConfigFactory = (
  env: unknown,
  argv: { mode?: Mode },
) => Configuration & { devServer: WebpackDevServer.Configuration };

/**
 * examples/react-host's webpack config for `mode`, building into a new temporary folder (`out`), loaded afresh after
 * the environment it reads is set, as `CASHIER_MANIFEST_URL=… npx webpack serve` would set it.
 */
export function loadReactHostConfig(mode: Mode, manifestUrl: string, outPrefix: string, sandboxOrigin?: string) {
  process.env.CASHIER_MANIFEST_URL = manifestUrl;
  if (sandboxOrigin !== undefined) process.env.SANDBOX_ORIGIN = sandboxOrigin;
  const out = mkdtempSync(path.join(tmpdir(), outPrefix));
  process.env.EXAMPLE_OUT = out;
  // require, not import(): Playwright Test compiles a required .ts, while import() goes to Node's ESM loader, which
  // cannot load it.
  const configPath = require.resolve('../../examples/react-host/webpack.config');
  delete require.cache[configPath];
  const loaded = require(configPath) as { default: ConfigFactory | { default: ConfigFactory } };
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  return { config: factory({}, { mode }), out };
}

export async function startReactHost(mode: Mode, manifestUrl: string, sandboxOrigin: string): Promise<ExampleHost> {
  const { config, out } = loadReactHostConfig(mode, manifestUrl, 'cashier-react-host-', sandboxOrigin);
  const apiPaths = (config.devServer.proxy?.[0] as { context: string[] }).context;
  if (mode === 'development') {
    const port = await freePort();
    const server = new WebpackDevServer(
      { ...config.devServer, port, client: { logging: 'warn', overlay: false } },
      webpack(config),
    );
    await server.start();
    return {
      url: `http://127.0.0.1:${port}`,
      close: async () => {
        await server.stop();
        rmSync(out, { recursive: true, force: true });
      },
    };
  }
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
    ),
  );
  const host = await serve(apiPaths, sandboxOrigin, (pathname) => {
    const file = path.join(out, pathname);
    return file.startsWith(out) && existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
  });
  return {
    url: host.url,
    close: async () => {
      await host.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

export async function startPlainHost(
  mode: Mode,
  manifestUrl: string,
  sandboxOrigin: string,
  apiPaths: readonly string[],
): Promise<ExampleHost> {
  const bundle = await build({
    entryPoints: [path.join(examples, 'plain-host/src/host.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: mode === 'production',
    logLevel: 'silent',
    tsconfig: path.join(examples, 'tsconfig.json'),
    define: { CASHIER_MANIFEST_URL: JSON.stringify(manifestUrl), 'process.env.NODE_ENV': JSON.stringify(mode) },
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const html = readFileSync(path.join(examples, 'plain-host/index.html'), 'utf8');
  return serve(apiPaths, sandboxOrigin, (pathname) =>
    pathname === '/host.js' ? script : pathname === '/index.html' ? html : undefined,
  );
}

/**
 * examples/vite-host with its own vite.config.ts: `vite` (development: the dev server, Fast Refresh, StrictMode in
 * React's development build) or `vite build` + `vite preview` (production). Vite's cache and the build go to a temp
 * folder, never into the repository.
 */
export async function startViteHost(mode: Mode, remoteEntryUrl: string, sandboxOrigin: string): Promise<ExampleHost> {
  // Read when the config and .env are loaded, as `SANDBOX_ORIGIN=… VITE_CASHIER_REMOTE_ENTRY=… npx vite` would.
  process.env.VITE_CASHIER_REMOTE_ENTRY = remoteEntryUrl;
  process.env.SANDBOX_ORIGIN = sandboxOrigin;
  // `vite build` sets NODE_ENV=production for this whole process when it is unset: the other hosts must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  const temp = mkdtempSync(path.join(tmpdir(), 'cashier-vite-host-'));
  const root = path.join(examples, 'vite-host');
  const port = await freePort();
  const config: InlineConfig = {
    root,
    configFile: path.join(root, 'vite.config.ts'),
    configLoader: 'runner', // not 'bundle': that one writes the bundled config under node_modules/.vite-temp
    mode,
    cacheDir: path.join(temp, 'cache'),
    logLevel: 'warn',
    clearScreen: false,
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: {
      outDir: path.join(temp, 'dist'),
      emptyOutDir: true,
      // Rolldown's "[PLUGIN_TIMINGS] JavaScript callbacks ran for 2.9s" note: the federation plugin's work, every build.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  };
  const stop = () => rmSync(temp, { recursive: true, force: true });
  // Closed soon after it started, the dev server's dependency optimizer still writes into cacheDir: again at exit.
  process.once('exit', stop);
  try {
    if (mode === 'production') {
      await viteBuild(config);
      const server = await vitePreview(config);
      return { url: `http://127.0.0.1:${port}`, close: () => server.close().finally(stop) };
    }
    const server = await (await createViteServer(config)).listen();
    const client = server.environments.client;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => server.close().finally(stop),
      hotUpdate: async (file) => {
        const module = client.moduleGraph.getModuleById(path.join(root, file));
        if (!module) throw new Error(`${file} is not in the dev server's module graph (not loaded yet?)`);
        await client.reloadModule(module);
      },
    };
  } catch (error) {
    stop();
    throw error;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
