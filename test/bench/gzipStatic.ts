/**
 * The remote's files served the way a CDN serves them: gzip -9 (precompressed once, in memory), CORS open,
 * the same cache policy as scripts/start.ts. The bench points the host at this server (startServers config
 * `remoteManifestUrl`) so throttled transfers carry compressed bytes, and it logs every request's body
 * bytes so "remote JS transferred" is exact, not estimated.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeFor, isHashedAsset } from '../../scripts/static';

export interface ServedRequest {
  file: string;
  bytes: number;
}

export interface GzipServer {
  url: string;
  /** Requests answered since the last `resetLog()` (file name relative to the root, body bytes sent). */
  log: ServedRequest[];
  resetLog(): void;
  /** Requests still being answered. */
  inFlight(): number;
  close(): Promise<void>;
}

export async function startGzipServer(root: string): Promise<GzipServer> {
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const name of readdirSync(root)) {
    const full = path.join(root, name);
    if (!statSync(full).isFile() || name.endsWith('.map')) continue;
    files.set(name, { body: gzipSync(readFileSync(full), { level: 9 }), type: contentTypeFor(name) });
  }
  const log: ServedRequest[] = [];
  let inFlight = 0;
  const server: Server = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
      return;
    }
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x.invalid').pathname).replace(/^\/+/, '');
    const file = files.get(name);
    if (!file) {
      res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('404\n');
      return;
    }
    inFlight += 1;
    res.on('close', () => {
      inFlight -= 1;
    });
    const revalidate = name === 'mf-manifest.json' || name === 'remoteEntry.js' || !isHashedAsset(name);
    res.writeHead(200, {
      ...cors,
      'Content-Type': file.type,
      'Content-Encoding': 'gzip',
      'Content-Length': String(file.body.length),
      Vary: 'Accept-Encoding',
      'Cache-Control': revalidate ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    log.push({ file: name, bytes: file.body.length });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    resetLog: () => {
      log.length = 0;
    },
    inFlight: () => inFlight,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
