/**
 * The sandbox API alone, for manual use (`npx tsx host-demo/sandbox/main.ts`): listens on 127.0.0.1:$PORT
 * (default 3000) and prints its log. `npm start` serves it together with the host demo instead.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox } from './model';
import { createSandboxHttpHandler } from './server';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);

const sandbox = createSandbox({
  log: (entry) => {
    const where = [entry.callId, entry.playerId].filter(Boolean).join(' ');
    const line = `[sandbox] ${entry.level} ${entry.kind}${where ? ` (${where})` : ''}: ${entry.message}`;
    if (entry.level === 'error') console.error(line);
    else console.log(line);
  },
});
const handle = createSandboxHttpHandler(sandbox);

const server = createServer((req, res) => {
  handle(req, res)
    .then((handled) => {
      if (!handled) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not a sandbox path\n');
    })
    .catch((error: unknown) => {
      console.error('[sandbox] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('500\n');
      else res.destroy();
    });
});

server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Sandbox API on http://127.0.0.1:${actual}/ (players: GET /__sandbox/players)`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
