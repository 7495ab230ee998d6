/**
 * Starts the example hosts of examples/ the way their README sections run them, on free loopback ports:
 * the React host under webpack-dev-server (development) or built and served as static files (production),
 * the plain host bundled with esbuild (unminified with React's development flag, or minified). Both proxy the
 * platform API paths to the sandbox, as the README's local-development block does.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const examples = path.resolve(__dirname, '../../examples');
export type Mode = 'development' | 'production';

export interface ExampleHost {
  url: string;
  close(): Promise<void>;
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

export async function startReactHost(mode: Mode, manifestUrl: string, sandboxOrigin: string): Promise<ExampleHost> {
  // The config reads these when it is loaded, as `CASHIER_MANIFEST_URL=… npx webpack serve` would.
  process.env.CASHIER_MANIFEST_URL = manifestUrl;
  process.env.SANDBOX_ORIGIN = sandboxOrigin;
  const out = mkdtempSync(path.join(tmpdir(), 'cashier-react-host-'));
  process.env.EXAMPLE_OUT = out;
  // Loaded afresh after the env it reads is set. require, not import(): Playwright Test compiles a required .ts, while
  // import() goes to Node's ESM loader, which cannot load it.
  const configPath = require.resolve('../../examples/react-host/webpack.config');
  delete require.cache[configPath];
  const loaded = require(configPath) as { default: ConfigFactory | { default: ConfigFactory }; API_PATHS?: string[] };
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  const config = factory({}, { mode });
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
