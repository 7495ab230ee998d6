/**
 * The bench's network model for connection setup: a TCP proxy in front of one origin (the remote's CDN, or the
 * API). Every origin gets its own proxy on its own port, so the browser keeps a separate socket pool per origin
 * and never reuses a warm socket of one for the other. While a connect delay is set, each NEW connection waits
 * that long before its first byte is forwarded (TCP + TLS handshakes of a real origin: 2 RTT by default); a
 * request on an already open keep-alive socket pays nothing. `dropConnections()` closes every open socket, so
 * the next request to that origin pays the setup again (a cold open). Per-request latency and bandwidth stay
 * with Chromium's DevTools throttling. See test/bench/README.md, "Network model".
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface OriginProxy {
  /** `http://127.0.0.1:<port>`: use it instead of the upstream's URL. */
  url: string;
  /** Connections accepted so far (a counter: take differences). */
  connections(): number;
  /** Delay of every connection accepted from now on (0 = none). */
  setConnectDelay(ms: number): void;
  /** Closes every open socket (both sides); resolves once they are gone. */
  dropConnections(): Promise<void>;
  close(): Promise<void>;
}

/** `upstream` is read per connection, so the proxy can start before the server it fronts. */
export async function startOriginProxy(upstream: () => string): Promise<OriginProxy> {
  let delayMs = 0;
  let accepted = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };

  const server: Server = createServer((client) => {
    accepted += 1;
    track(client);
    client.pause();
    client.on('error', () => client.destroy());
    const forward = () => {
      if (client.destroyed) return;
      const target = new URL(upstream());
      const origin = connect(Number(target.port), target.hostname);
      track(origin);
      const end = () => {
        client.destroy();
        origin.destroy();
      };
      origin.on('error', end);
      origin.on('close', end);
      client.on('close', end);
      client.pipe(origin);
      origin.pipe(client);
    };
    if (delayMs > 0) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const dropConnections = async () => {
    for (const socket of open) socket.destroy();
    while (open.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    setConnectDelay: (ms) => {
      delayMs = ms;
    },
    dropConnections,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await dropConnections();
      await closed;
    },
  };
}
