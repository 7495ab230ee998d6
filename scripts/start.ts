/**
 * Serves the built demo (`npm start` builds first, `npm run serve` does not):
 *  - the host shell on HOST_PORT (default 3000): dist/host/ with an SPA fallback, GET /config.json, and the
 *    sandbox API (platform calls and `/__sandbox/*` admin routes) on the same origin;
 *  - the cashier remote on REMOTE_PORT (default 3001): dist/remote/, a second origin as a CDN would be.
 * Both listen on 127.0.0.1 only. Port 0 picks free ports; the real ones are reported.
 *
 * Environment: REMOTE_URL (manifest URL the host loads, default the local remote's mf-manifest.json),
 * API_BASE_URL (default: the host page's origin), LOCALE (default en), VIEW_OPTION (default | game),
 * CARD_WIDGET_ORIGIN (the provider card widget's origin, the only one the page may frame; default
 * http://127.0.0.1:3002).
 *
 * Every HTML answer of the host carries an enforced Content-Security-Policy with a fresh style nonce, which
 * index.html gets as `<meta property="csp-nonce">` (styled-components reads it; the shell passes it on to the
 * cashier as its `nonce` prop). See `hostContentSecurityPolicy`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSandbox, type Sandbox } from '../host-demo/sandbox/model';
import { startCardWidgetServer } from '../host-demo/sandbox/deposit/widget/server';
import { createSandboxHttpHandler } from '../host-demo/sandbox/server';
import type { SandboxLogEntry } from '../host-demo/sandbox/types';
import { isHashedAsset, serveStatic } from './static';

const LOOPBACK = '127.0.0.1';
const root = path.resolve(__dirname, '..');

/** What the host reads from GET /config.json (see host-demo/src/config/hostConfig.ts). */
export interface HostRuntimeConfig {
  remoteManifestUrl?: string;
  apiBaseUrl?: string;
  locale?: string;
  viewOption?: 'default' | 'game';
  requestTimeoutMs?: number;
  /** Origin of the provider card-widget page (its own origin); the CSP lets the page frame only this one. */
  cardWidgetOrigin?: string;
}

/** Where a later issue serves the provider card widget (a third origin, as a payment provider would be). */
export const DEFAULT_CARD_WIDGET_ORIGIN = 'http://127.0.0.1:3002';

export interface StartOptions {
  hostPort?: number;
  remotePort?: number;
  hostDir?: string;
  remoteDir?: string;
  /** Overrides of config.json; unset fields keep the defaults (the local remote, the page origin, en). */
  config?: HostRuntimeConfig;
  /** The card widget's origin (CSP frame-src and config.json); same as `config.cardWidgetOrigin`, which wins. */
  cardWidgetOrigin?: string;
  /** Port of the sandbox card widget and provider pages (default 3002, or a free one when hostPort is 0). */
  cardWidgetPort?: number;
  /**
   * Serve the host's HTML under the enforced CSP (default true). Off only for the XSS suite's second pass,
   * which proves that server text is rendered as text even without the policy's safety net.
   */
  contentSecurityPolicy?: boolean;
  /** The sandbox's clock (default Date.now); a fixed one makes the dates it sends the same on every run (screens.ts). */
  sandboxNow?: () => number;
  /** Print each sandbox log line (account-switch codes, faults, sessions). Off for tests. */
  printSandboxLog?: boolean;
}

export interface RunningServers {
  /** `http://127.0.0.1:<port>` of the host page and sandbox API. */
  hostUrl: string;
  /** `http://127.0.0.1:<port>` of the remote's files (stays the same across stopRemote/startRemote). */
  remoteUrl: string;
  /** The sandbox behind the host's API routes, for tests that set faults or players directly. */
  sandbox: Sandbox;
  /** `http://127.0.0.1:<port>` of the sandbox card widget and the 3-D Secure / PayPal / Trustly pages. */
  cardWidgetUrl: string;
  close(): Promise<void>;
  /** Takes the remote offline (open connections are cut), to exercise the host's fallback. */
  stopRemote(): Promise<void>;
  /** Brings the remote back on the same port. */
  startRemote(): Promise<void>;
}

export interface CspSources {
  /** Fresh per response: the only way a style element may be added. */
  nonce: string;
  /** Origins that serve the remote's manifest (fetched), remoteEntry.js and chunks (script tags). */
  remoteOrigins: readonly string[];
  /** Origins of the platform API, when it is not the page's own origin. */
  apiOrigins: readonly string[];
  cardWidgetOrigin: string;
}

/**
 * The host-demo's enforced policy. Scripts only from the page's origin and the remote's (no inline script, no
 * eval); styles only by nonce (styled-components sets it on its style elements and then uses CSSOM, which CSP
 * leaves alone); fetches only to the API and the remote (its manifest); frames only from the card widget; no
 * plugins, no <base>, and no framing of the page by other origins.
 */
export function hostContentSecurityPolicy({ nonce, remoteOrigins, apiOrigins, cardWidgetOrigin }: CspSources): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${list("'self'", ...remoteOrigins)}`,
    `style-src 'nonce-${nonce}'`,
    // The gift-card catalogue's logos and card images come from the provider's CDN (the sandbox's fixtures use
    // this origin; a real host allows its gift-card provider's image origin here). The rewards' static info
    // artwork comes from the API origin (README, "Content Security Policy").
    `img-src ${list("'self'", 'data:', 'https://cdn.example.com', ...apiOrigins)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...apiOrigins, ...remoteOrigins)}`,
    `frame-src ${cardWidgetOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const originOf = (url: string | undefined): string[] => {
  if (url === undefined) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** Adds the nonce where styled-components looks for it; the page has no inline script to tag. */
export function injectCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" content="${nonce}" />`;
  if (!/<head[^>]*>/i.test(html)) throw new Error('index.html has no <head> to carry the CSP nonce');
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, LOOPBACK, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Node closes an idle keep-alive socket after 5 s by default. A client that reuses a pooled socket just as the
 * server closes it gets ECONNRESET (seen in CI: Playwright's request context posting /__sandbox/login after a
 * long a11y target). Keep idle sockets longer than any pause between two requests of a test or a page; close()
 * below still ends them at once.
 */
function keepSocketsAlive(server: Server): Server {
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  return server;
}

function shutDown(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets and 'hang' faults would otherwise hold close() open indefinitely.
    server.closeAllConnections();
  });
}

/** Answers a request with the handler, turning a thrown error into a 500 rather than a dropped socket. */
function guarded(name: string, handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((error: unknown) => {
      console.error(`[${name}] ${req.method ?? ''} ${req.url ?? ''} failed`, error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('500\n');
    });
  };
}

/** Immutable only when the name carries a content hash; index.html and the like must revalidate. */
const hostCacheControl = (file: string) => (isHashedAsset(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** The manifest and the entry keep their names between releases, so caches must always revalidate them. */
const remoteCacheControl = (file: string) =>
  file === 'mf-manifest.json' || file === 'remoteEntry.js' || !isHashedAsset(file)
    ? 'no-cache'
    : 'public, max-age=31536000, immutable';

function printLogEntry(entry: SandboxLogEntry): void {
  const where = [entry.callId, entry.playerId].filter(Boolean).join(' ');
  console.log(`[sandbox] ${entry.level} ${entry.kind}${where ? ` (${where})` : ''}: ${entry.message}`);
}

export async function startServers(options: StartOptions = {}): Promise<RunningServers> {
  const hostDir = path.resolve(options.hostDir ?? path.join(root, 'dist/host'));
  const remoteDir = path.resolve(options.remoteDir ?? path.join(root, 'dist/remote'));
  const sandbox = createSandbox({
    ...(options.printSandboxLog ? { log: printLogEntry } : {}),
    ...(options.sandboxNow ? { now: options.sandboxNow } : {}),
  });
  const sandboxHttp = createSandboxHttpHandler(sandbox);

  // Filled in once both ports are known; config.json is built per request from it.
  let remoteUrl = '';
  let cardWidgetUrl = '';
  const hostConfig = (): HostRuntimeConfig => ({
    remoteManifestUrl: `${remoteUrl}/mf-manifest.json`,
    locale: 'en',
    cardWidgetOrigin: options.cardWidgetOrigin ?? (cardWidgetUrl || DEFAULT_CARD_WIDGET_ORIGIN),
    ...options.config,
  });
  const configJson = (): string => JSON.stringify(hostConfig());
  const withCsp = (html: string) => {
    const config = hostConfig();
    // 128 random bits, base64: unguessable, and fresh for every HTML answer.
    const nonce = randomBytes(16).toString('base64');
    const policy = hostContentSecurityPolicy({
      nonce,
      remoteOrigins: [...originOf(remoteUrl), ...originOf(config.remoteManifestUrl)],
      apiOrigins: originOf(config.apiBaseUrl),
      cardWidgetOrigin: config.cardWidgetOrigin ?? DEFAULT_CARD_WIDGET_ORIGIN,
    });
    return { body: injectCspNonce(html, nonce), headers: { 'Content-Security-Policy': policy } };
  };

  const host = keepSocketsAlive(
    createServer(
      guarded('host', async (req, res) => {
        if (await sandboxHttp(req, res)) return;
        const { pathname } = new URL(req.url ?? '/', 'http://host.invalid');
        if (pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
          const body = configJson();
          res.writeHead(200, {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': String(Buffer.byteLength(body)),
            'Cache-Control': 'no-store',
          });
          res.end(req.method === 'HEAD' ? undefined : body);
          return;
        }
        await serveStatic(req, res, {
          root: hostDir,
          cacheControl: hostCacheControl,
          spaFallback: 'index.html',
          html: options.contentSecurityPolicy === false ? undefined : withCsp,
        });
      }),
    ),
  );

  const remoteHandler = guarded('remote', async (req, res) => {
    // Any host origin may load the cashier (the manifest is fetched with CORS; scripts are plain tags).
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' })
        .end();
      return;
    }
    await serveStatic(req, res, { root: remoteDir, cacheControl: remoteCacheControl, headers: cors });
  });
  let remote = keepSocketsAlive(createServer(remoteHandler));

  const hostPort = await listen(host, options.hostPort ?? 3000);
  let remotePort: number;
  try {
    remotePort = await listen(remote, options.remotePort ?? 3001);
  } catch (error) {
    await shutDown(host);
    throw error;
  }
  remoteUrl = `http://${LOOPBACK}:${remotePort}`;

  let widget: Awaited<ReturnType<typeof startCardWidgetServer>>;
  try {
    // Registers its origin with the sandbox: cardUrl and the 3-D Secure / PayPal / Trustly redirects point at it.
    // A stack on ephemeral ports (tests, benchmarks, parallel workers) gets an ephemeral widget port too.
    const cardWidgetPort = options.cardWidgetPort ?? (options.hostPort === 0 ? 0 : 3002);
    widget = await startCardWidgetServer({ port: cardWidgetPort, sandbox });
  } catch (error) {
    await Promise.all([shutDown(host), shutDown(remote)]);
    throw error;
  }
  cardWidgetUrl = widget.url;

  return {
    hostUrl: `http://${LOOPBACK}:${hostPort}`,
    remoteUrl,
    sandbox,
    cardWidgetUrl,
    close: async () => {
      await Promise.all([shutDown(host), shutDown(remote), widget.close()]);
    },
    stopRemote: () => shutDown(remote),
    startRemote: async () => {
      if (remote.listening) return;
      // A closed http.Server cannot always be reopened cleanly; a fresh one on the same port can.
      remote = keepSocketsAlive(createServer(remoteHandler));
      await listen(remote, remotePort);
    },
  };
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

function configFromEnv(): HostRuntimeConfig {
  const viewOption = process.env.VIEW_OPTION;
  if (viewOption !== undefined && viewOption !== 'default' && viewOption !== 'game') {
    throw new Error(`VIEW_OPTION must be "default" or "game", got "${viewOption}"`);
  }
  const config: HostRuntimeConfig = {};
  if (process.env.REMOTE_URL) config.remoteManifestUrl = process.env.REMOTE_URL;
  if (process.env.API_BASE_URL) config.apiBaseUrl = process.env.API_BASE_URL;
  if (process.env.LOCALE) config.locale = process.env.LOCALE;
  if (viewOption) config.viewOption = viewOption;
  if (process.env.REQUEST_TIMEOUT_MS) config.requestTimeoutMs = Number(process.env.REQUEST_TIMEOUT_MS);
  if (process.env.CARD_WIDGET_ORIGIN) config.cardWidgetOrigin = new URL(process.env.CARD_WIDGET_ORIGIN).origin;
  return config;
}

async function main(): Promise<void> {
  const servers = await startServers({
    hostPort: portFromEnv('HOST_PORT', 3000),
    remotePort: portFromEnv('REMOTE_PORT', 3001),
    cardWidgetPort: portFromEnv('CARD_WIDGET_PORT', 3002),
    config: configFromEnv(),
    printSandboxLog: true,
  });
  console.log(`Host demo and sandbox API: ${servers.hostUrl}/`);
  console.log(`Cashier remote:            ${servers.remoteUrl}/mf-manifest.json`);
  console.log(`Card widget (sandbox):     ${servers.cardWidgetUrl}/card/`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the servers…`);
    servers.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('could not stop the servers cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run only when executed (`tsx scripts/start.ts`), not when the e2e suite imports startServers.
// `require` is undefined if this file is ever loaded as an ES module; then it is being imported.
if (typeof require !== 'undefined' && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
