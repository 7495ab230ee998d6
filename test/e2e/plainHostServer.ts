import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { bundleBrowserScript } from '../../host-demo/sandbox/browserScript';

const pagesDir = path.resolve(__dirname, '../pages');

/**
 * Serves test/pages/plain-host.html and its script (bundled on the fly) from an origin of its own,
 * as a third party that has nothing but a manifest URL would.
 */
export async function startPlainHost(): Promise<{ url: string; close(): Promise<void> }> {
  const script = await bundleBrowserScript(path.join(pagesDir, 'plain-host.ts'));
  const html = readFileSync(path.join(pagesDir, 'plain-host.html'), 'utf8');
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname.endsWith('/plain-host.js')) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (pathname.startsWith('/test/pages/') || pathname.startsWith('/cash')) {
      // The cashier pushes /cash/... URLs; a reload there must still get the page.
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(html.replace('src="plain-host.js"', 'src="/test/pages/plain-host.js"'));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/test/pages/plain-host.html`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets of the browser would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
