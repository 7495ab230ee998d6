import { createSandbox } from './model';
import { createSandboxMswHandlers } from './msw';
import { installSandboxServer } from './testServer';

const { sandbox, server, baseUrl } = installSandboxServer();

const getJson = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${baseUrl}${path}`, { credentials: 'include', ...init });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('sandbox behind MSW', () => {
  it('serves the signed-in player of admin.loginAs', async () => {
    sandbox.admin.loginAs('duplicate-switch');
    const { status, body } = await getJson('/rest/cash/');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { finOperations: { accountStatus: 'duplicate' } } });
  });

  it('keeps the cookie of POST /__sandbox/login in MSW’s cookie jar, as a browser would', async () => {
    const login = await getJson('/__sandbox/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ playerId: 'terms' }),
    });
    expect(login.status).toBe(200);
    expect((await getJson('/rest/app/init/')).body).toMatchObject({ data: { player: { id: 'terms' } } });
    expect((await getJson('/__sandbox/session')).body).toMatchObject({
      data: { player: { id: 'terms' }, expired: false },
    });
  });

  it('treats a cookie left from before a reset as no session', async () => {
    // The previous test's cookie is still in MSW's jar; afterEach reset the sandbox.
    expect((await getJson('/rest/app/init/')).status).toBe(401);
  });

  it('answers 401 after expire-session', async () => {
    sandbox.admin.loginAs('verified');
    expect((await getJson('/__sandbox/expire-session', { method: 'POST' })).status).toBe(200);
    expect(await getJson('/rest/cash/')).toEqual({
      status: 401,
      body: { success: false, statusCode: 401, message: 'session expired, please sign in again' },
    });
  });

  it("turns 'abort' into a network error", async () => {
    sandbox.admin.setFault('i18n.getMessages', { kind: 'abort' });
    await expect(fetch(`${baseUrl}/i18n/messages/cash/en/`)).rejects.toThrow(TypeError);
  });

  it("'hang' stays pending until the request is aborted", async () => {
    sandbox.admin.setFault('i18n.getMessages', { kind: 'hang' });
    const controller = new AbortController();
    const pending = fetch(`${baseUrl}/i18n/messages/cash/en/`, { signal: controller.signal });
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it("'delay' answers after the delay, and gives up early when aborted", async () => {
    sandbox.admin.setFault('i18n.getMessages', { kind: 'delay', delayMs: 120, times: 1 });
    const started = Date.now();
    expect((await getJson('/i18n/messages/cash/en/')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);

    sandbox.admin.setFault('i18n.getMessages', { kind: 'delay', delayMs: 60_000 });
    const aborted = Date.now();
    await expect(fetch(`${baseUrl}/i18n/messages/cash/en/`, { signal: AbortSignal.timeout(30) })).rejects.toThrow();
    expect(Date.now() - aborted).toBeLessThan(5_000);
  });

  it("'malformed' and 'unauthorized-body' arrive as the client would see them", async () => {
    sandbox.admin.loginAs('verified');
    sandbox.admin.setFault('cash.getAppCash', { kind: 'malformed' });
    const malformed = await fetch(`${baseUrl}/rest/cash/`);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();

    sandbox.admin.setFault('cash.getAppCash', { kind: 'unauthorized-body' });
    expect(await getJson('/rest/cash/')).toEqual({ status: 200, body: { statusCode: 401, success: false } });
  });

  it('serves a sandbox under a base URL with a path prefix', async () => {
    const other = createSandbox();
    other.admin.loginAs('near-limit');
    server.use(...createSandboxMswHandlers(other, { baseUrl: 'http://api.example.test/platform/' }));
    const response = await fetch('http://api.example.test/platform/rest/cash/');
    expect(await response.json()).toMatchObject({ data: { availableSumDeposit: 50 } });
  });
});
