/** @jest-environment node */
import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOriginProxy, type OriginProxy } from './netModel';

let upstream: Server;
let proxy: OriginProxy;
let agent: Agent;

beforeAll(async () => {
  upstream = createServer((_req, res) => res.end('ok'));
  upstream.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startOriginProxy(() => `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});
beforeEach(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => agent.destroy());
afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** One GET through the proxy; resolves with its body and how long it took. */
function timedGet(): Promise<{ body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(`${proxy.url}/`, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ body, ms: performance.now() - started }));
    }).on('error', reject);
  });
}

describe('startOriginProxy', () => {
  it('forwards requests, delays only new connections, and makes the next request reconnect after a drop', async () => {
    proxy.setConnectDelay(300);
    const before = proxy.connections();
    const first = await timedGet();
    expect(first.body).toBe('ok');
    expect(first.ms).toBeGreaterThanOrEqual(290);
    const second = await timedGet();
    expect(second.ms).toBeLessThan(250);
    expect(proxy.connections() - before).toBe(1);

    await proxy.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = await timedGet();
    expect(third.body).toBe('ok');
    expect(third.ms).toBeGreaterThanOrEqual(290);
    expect(proxy.connections() - before).toBe(2);
  });

  it('adds nothing without a delay', async () => {
    proxy.setConnectDelay(0);
    expect((await timedGet()).ms).toBeLessThan(250);
  });
});
