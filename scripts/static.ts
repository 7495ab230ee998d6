/**
 * A small static-file responder for the demo servers (no framework: the start script must stay light).
 * It serves files under one root, never outside it, with the caller's cache policy.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** `338.542bdf7a78e4.js`, `main-0f3c2a9b.js`: a content hash in the name means the file never changes. */
export function isHashedAsset(file: string): boolean {
  return /(^|[.\-_])[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i.test(path.basename(file));
}

export interface StaticOptions {
  root: string;
  /** Cache-Control for a file (path relative to root, with forward slashes). */
  cacheControl: (relativePath: string) => string;
  /** Headers added to every answer (CORS, …). */
  headers?: Record<string, string>;
  /** Answer unknown extension-less paths with this file (SPA deep links such as /cash/deposit/). */
  spaFallback?: string;
  /**
   * Rewrites every HTML answer before it is sent (a fresh CSP nonce per response, say): gets the file's text,
   * returns the body to send and headers to add. HTML answers are then never cached by shared caches.
   */
  html?: (html: string) => { body: string; headers: Record<string, string> };
}

type Resolved = { file: string; relative: string } | { error: 400 | 403 };

/** Maps a URL path onto a file under root; `..` tricks and encoded slashes cannot leave it. */
function resolveUnderRoot(root: string, pathname: string): Resolved {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { error: 400 };
  }
  if (decoded.includes('\0')) return { error: 400 };
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return { error: 403 };
  return { file, relative: path.relative(root, file).split(path.sep).join('/') };
}

async function fileAt(file: string): Promise<{ file: string; size: number } | null> {
  try {
    const info = await stat(file);
    if (info.isFile()) return { file, size: info.size };
    if (info.isDirectory()) return fileAt(path.join(file, 'index.html'));
    return null;
  } catch {
    return null;
  }
}

async function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: StaticOptions,
  rewrite: NonNullable<StaticOptions['html']>,
): Promise<void> {
  const { body, headers } = rewrite(await readFile(file, 'utf8'));
  res.writeHead(200, {
    ...options.headers,
    ...headers,
    'Content-Type': contentTypeFor(file),
    'Content-Length': String(Buffer.byteLength(body)),
    // The body differs per response (its nonce), so no cache may hand it to anyone else.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  found: { file: string; size: number },
  options: StaticOptions,
) {
  if (options.html && path.extname(found.file).toLowerCase() === '.html') {
    await sendHtml(req, res, found.file, options, options.html);
    return;
  }
  const relative = path.relative(options.root, found.file).split(path.sep).join('/');
  res.writeHead(200, {
    ...options.headers,
    'Content-Type': contentTypeFor(found.file),
    'Content-Length': String(found.size),
    'Cache-Control': options.cacheControl(relative),
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(found.file)
    .on('error', () => res.destroy())
    .pipe(res);
}

function sendStatus(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${status}\n`);
}

/** Answers a GET or HEAD from the files under `options.root`. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, options: StaticOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendStatus(res, 405, { ...options.headers, Allow: 'GET, HEAD' });
    return;
  }
  const pathname = new URL(req.url ?? '/', 'http://static.invalid').pathname;
  const resolved = resolveUnderRoot(options.root, pathname);
  if ('error' in resolved) {
    sendStatus(res, resolved.error, options.headers);
    return;
  }
  const found = await fileAt(resolved.file);
  if (found) {
    await sendFile(req, res, found, options);
    return;
  }
  // Only paths that do not look like files fall back: a missing chunk must stay a 404, not become HTML.
  if (options.spaFallback && path.extname(resolved.relative) === '') {
    const fallback = await fileAt(path.join(options.root, options.spaFallback));
    if (fallback) {
      await sendFile(req, res, fallback, options);
      return;
    }
  }
  sendStatus(res, 404, options.headers);
}
