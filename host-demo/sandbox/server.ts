import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sandbox } from './model';
import { SANDBOX_ASSETS } from './areas';
import { isSandboxPath, SANDBOX_ASSET_PREFIX } from './paths';
import { errorAnswer } from './responses';
import type { SandboxAnswer } from './types';
import { waitUnless } from './wait';

/** Room for the largest document upload of contracts/api/player.ts (10 MiB as base64) plus the JSON around it. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function flatHeaders(req: IncomingMessage): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/** Resolves after `ms`, or early (with false) when the client goes away; the timer never outlives the request. */
function waitUnlessGone(res: ServerResponse, ms: number): Promise<boolean> {
  return waitUnless(ms, (gone) => {
    res.once('close', gone);
    return () => res.off('close', gone);
  });
}

function send(res: ServerResponse, answer: SandboxAnswer): void {
  if (res.destroyed || res.writableEnded) return;
  // A 304 has no body, and its headers update the kept answer's: no Content-Length.
  if (answer.status === 304) {
    res.writeHead(304, answer.headers);
    res.end();
    return;
  }
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(Buffer.byteLength(answer.body)) });
  res.end(answer.body);
}

/**
 * GETs whose answers the browser may keep and revalidate (README "Opening fast"): the translations and the static
 * info. Their answers change with the sandbox's modes (XSS mode, a fault on the call), so they are validated by a
 * hash of the body (ETag) on every use, never served from cache unchecked: a test that switches a mode in a browser
 * context that already holds an answer gets the new one.
 */
const REVALIDATED_PATHS = [
  /^\/i18n\/messages\/cash\/[^/]+\/$/,
  /^\/api\/rest\/translations\/cash\/[^/]+$/,
  /^\/rest\/static-info\/cash\/$/,
];

/** The answer with `Cache-Control: no-cache` and its body's hash as ETag, or a 304 when the client holds that body. */
function revalidated(req: IncomingMessage, pathname: string, answer: SandboxAnswer): SandboxAnswer {
  if (req.method !== 'GET' || answer.status !== 200 || !REVALIDATED_PATHS.some((path) => path.test(pathname)))
    return answer;
  const etag = `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`;
  const headers = { ...answer.headers, 'cache-control': 'no-cache', etag };
  const held = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.includes(etag)) return { status: 304, headers, body: '' };
  return { ...answer, headers };
}

/**
 * One of the areas' static SVG files (the artwork their answers point at), cacheable for an hour like a CDN's;
 * 404 for any other name. Served as an image only: no script runs from an SVG shown by `<img>`, and nosniff keeps
 * it from being read as anything else.
 */
function sendAsset(res: ServerResponse, name: string): void {
  const file = Object.hasOwn(SANDBOX_ASSETS, name) ? SANDBOX_ASSETS[name] : undefined;
  if (file === undefined) {
    send(res, errorAnswer(404, `no sandbox asset ${name}`));
    return;
  }
  send(res, {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    },
    body: file,
  });
}

/**
 * Serves the sandbox over node:http. Returns false, without touching the response, for paths outside
 * `SANDBOX_PATH_PREFIXES` (paths.ts). Acts out the network faults: 'abort' destroys the socket, 'hang' leaves the
 * response open until the client gives up, 'delay' holds the answer on a timer cleared if the client leaves.
 */
export function createSandboxHttpHandler(
  sandbox: Sandbox,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    const url = req.url ?? '/';
    const { pathname } = new URL(url, 'http://sandbox.invalid');
    if (!isSandboxPath(pathname)) return false;
    if (pathname.startsWith(SANDBOX_ASSET_PREFIX)) {
      sendAsset(res, pathname.slice(SANDBOX_ASSET_PREFIX.length));
      return true;
    }

    let body: string;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) send(res, errorAnswer(413, `request body over ${MAX_BODY_BYTES} bytes`));
      // Otherwise the client went away mid-body: nobody is left to answer.
      return true;
    }

    const response = await sandbox.handle({ method: req.method ?? 'GET', url, headers: flatHeaders(req), body });
    if ('kind' in response) {
      // 'hang': nothing to do; the socket closes when the client aborts or the server shuts down.
      if (response.kind === 'abort') req.socket.destroy();
      return true;
    }
    if (response.delayMs !== undefined && response.delayMs > 0) {
      const stillThere = await waitUnlessGone(res, response.delayMs);
      if (!stillThere) return true;
    }
    send(res, revalidated(req, pathname, response));
    return true;
  };
}
