/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from './model';
import { createSandboxHttpHandler } from './server';

let server: Server;
let sandbox: Sandbox;
let base: string;
/** Responses not yet closed: a hung or delayed one must close once its client is gone. */
const openResponses = new Set<ServerResponse>();

beforeAll(async () => {
  sandbox = createSandbox();
  const handle = createSandboxHttpHandler(sandbox);
  server = createServer((req, res) => {
    openResponses.add(res);
    res.once('close', () => openResponses.delete(res));
    void handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404, { 'content-type': 'text/plain' }).end('static files live here');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => sandbox.admin.reset());

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function login(playerId: string): Promise<string> {
  const response = await fetch(`${base}/__sandbox/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ playerId }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0] ?? '';
}

async function eventually(condition: () => Promise<boolean> | boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sandbox over HTTP', () => {
  it('carries the session in the cookie and marks answers no-store', async () => {
    const cookie = await login('verified');
    expect(cookie).toMatch(/^cashier_sid=/);
    const response = await fetch(`${base}/rest/cash/`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ success: true, data: { playerBalance: { balance: 250 } } });

    expect((await fetch(`${base}/rest/cash/`)).status).toBe(401);
  });

  it('lets the translations be kept and revalidated by a hash of the body: a mode that changes them changes the hash', async () => {
    const url = `${base}/i18n/messages/cash/en/`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const held = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');

    sandbox.admin.setXssMode(true);
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    // Player data stays unkept.
    expect((await fetch(`${base}/rest/cash/`)).headers.get('cache-control')).toBe('no-store');
  });

  it('reads JSON bodies', async () => {
    const cookie = await login('verified');
    const response = await fetch(`${base}/rest/fraud-detectors/identity-match/`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'deposit' }),
    });
    expect(await response.json()).toEqual({ success: true, data: { status: 'allowed', reason: null } });
  });

  it('leaves paths outside the sandbox to the caller', async () => {
    const response = await fetch(`${base}/cash/deposit/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('static files live here');
    expect((await fetch(`${base}/i18n/messages/cash/en/`)).status).toBe(200);
    expect((await fetch(`${base}/payments/paynup/product/`)).status).toBe(401);
  });

  it("'abort' drops the connection without an answer", async () => {
    sandbox.admin.setFault('i18n.getMessages', { kind: 'abort' });
    await expect(fetch(`${base}/i18n/messages/cash/en/`)).rejects.toThrow('fetch failed');
  });

  it("'malformed' sends a 200 that is not JSON", async () => {
    sandbox.admin.setFault('i18n.getMessages', { kind: 'malformed' });
    const response = await fetch(`${base}/i18n/messages/cash/en/`);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow(/JSON/);
  });

  it("'delay' holds the answer back", async () => {
    sandbox.admin.setFault('i18n.getMessages', { kind: 'delay', delayMs: 150 });
    const started = Date.now();
    const response = await fetch(`${base}/i18n/messages/cash/en/`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("'delay' clears its timer when the client gives up", async () => {
    const setTimer = jest.spyOn(global, 'setTimeout');
    const clearTimer = jest.spyOn(global, 'clearTimeout');
    try {
      sandbox.admin.setFault('i18n.getMessages', { kind: 'delay', delayMs: 60_000 });
      await expect(fetch(`${base}/i18n/messages/cash/en/`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
      await eventually(() => setTimer.mock.calls.some(([, ms]) => ms === 60_000));
      const index = setTimer.mock.calls.findIndex(([, ms]) => ms === 60_000);
      const timer: unknown = setTimer.mock.results[index]?.value;
      await eventually(() => clearTimer.mock.calls.some(([cleared]) => cleared === timer));
      await eventually(() => openResponses.size === 0);
    } finally {
      setTimer.mockRestore();
      clearTimer.mockRestore();
    }
  });

  it("'hang' never answers and lets go when the client disconnects", async () => {
    sandbox.admin.setFault('i18n.getMessages', { kind: 'hang' });
    await expect(fetch(`${base}/i18n/messages/cash/en/`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    await eventually(() => openResponses.size === 0);
  });

  it('answers a CORS preflight for a loopback origin', async () => {
    const response = await fetch(`${base}/rest/cash/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
