/** @jest-environment node */
import { createSandbox } from './model';
import { callSandbox, errorBody, dataOf } from './testRequests';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');
const sandboxAt = () => createSandbox({ now: () => NOW });

const sessionIdFrom = (setCookie: string | undefined): string => {
  const match = /^cashier_sid=([^;]+);/.exec(setCookie ?? '');
  if (!match?.[1]) throw new Error(`no session cookie in ${String(setCookie)}`);
  return match[1];
};

describe('sandbox sessions', () => {
  it('logs in over the admin API with an HttpOnly, SameSite=Lax session cookie on /', async () => {
    const sandbox = sandboxAt();
    const answer = await callSandbox(sandbox, 'POST', '/__sandbox/login', { body: { playerId: 'verified' } });
    expect(dataOf(answer)).toMatchObject({ id: 'verified', displayName: 'Vera Verified' });
    const cookie = answer.headers['set-cookie'] ?? '';
    expect(cookie).toMatch(/^cashier_sid=[^;]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');

    const sessionId = sessionIdFrom(cookie);
    expect(dataOf(await callSandbox(sandbox, 'GET', '/__sandbox/session', { sessionId }))).toMatchObject({
      player: { id: 'verified' },
      expired: false,
    });
    expect(dataOf(await callSandbox(sandbox, 'GET', '/rest/player/getProfile/', { sessionId }))).toMatchObject({
      id: 'verified',
    });
  });

  it('refuses an unknown player', async () => {
    const answer = await callSandbox(sandboxAt(), 'POST', '/__sandbox/login', { body: { playerId: 'nobody' } });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ success: false, message: 'no sandbox player "nobody"' });
  });

  it('answers 401 with the error envelope to a /rest/ call without a session', async () => {
    const answer = await callSandbox(sandboxAt(), 'GET', '/rest/cash/');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ success: false, statusCode: 401, message: 'not signed in' });
    expect(dataOf(await callSandbox(sandboxAt(), 'GET', '/__sandbox/session'))).toBeNull();
  });

  it('answers 401 to a cookie naming no session', async () => {
    const answer = await callSandbox(sandboxAt(), 'GET', '/rest/cash/', { sessionId: 'forged' });
    expect(answer.status).toBe(401);
  });

  it('expire-session: the next call and every later one answer 401 until a new login', async () => {
    const sandbox = sandboxAt();
    const { sessionId } = sandbox.admin.login('verified');
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId })).status).toBe(200);

    expect(dataOf(await callSandbox(sandbox, 'POST', '/__sandbox/expire-session', { sessionId }))).toEqual({
      expired: 1,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(errorBody(401, 'session expired, please sign in again'));
    }
    expect(dataOf(await callSandbox(sandbox, 'GET', '/__sandbox/session', { sessionId }))).toMatchObject({
      expired: true,
    });
    // Translations need no session, so an expired one does not stop them.
    expect((await callSandbox(sandbox, 'GET', '/i18n/messages/cash/en/', { sessionId })).status).toBe(200);

    const fresh = sandbox.admin.login('verified');
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId: fresh.sessionId })).status).toBe(200);
  });

  it('expire-session by player reaches sessions the caller holds no cookie for (a harness outside the browser)', async () => {
    const sandbox = sandboxAt();
    const first = sandbox.admin.login('verified');
    const second = sandbox.admin.login('verified');
    const other = sandbox.admin.login('new');
    expect(
      dataOf(await callSandbox(sandbox, 'POST', '/__sandbox/expire-session', { body: { playerId: 'verified' } })),
    ).toEqual({ expired: 2 });
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId: first.sessionId })).status).toBe(401);
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId: second.sessionId })).status).toBe(401);
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId: other.sessionId })).status).toBe(200);
  });

  it('expire-session without a session or a player is refused', async () => {
    expect((await callSandbox(sandboxAt(), 'POST', '/__sandbox/expire-session')).status).toBe(400);
  });

  it('logout ends the session and clears the cookie', async () => {
    const sandbox = sandboxAt();
    const { sessionId } = sandbox.admin.login('verified');
    const answer = await callSandbox(sandbox, 'POST', '/__sandbox/logout', { sessionId });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toContain('Max-Age=0');
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId })).status).toBe(401);
  });

  it('loginAs: requests without a known session cookie act as that player; a known cookie still wins', async () => {
    const sandbox = sandboxAt();
    sandbox.admin.loginAs('near-limit');
    expect(dataOf(await callSandbox(sandbox, 'GET', '/rest/app/init/'))).toMatchObject({
      player: { id: 'near-limit' },
    });
    expect(dataOf(await callSandbox(sandbox, 'GET', '/rest/app/init/', { sessionId: 'stale' }))).toMatchObject({
      player: { id: 'near-limit' },
    });

    const { sessionId } = sandbox.admin.login('terms');
    expect(dataOf(await callSandbox(sandbox, 'GET', '/rest/app/init/', { sessionId }))).toMatchObject({
      player: { id: 'terms' },
    });

    sandbox.admin.loginAs('verified');
    expect(sandbox.admin.session()).toMatchObject({ player: { id: 'verified' }, expired: false });
    expect(sandbox.admin.expireSession()).toBe(1);
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/')).status).toBe(401);

    sandbox.admin.logout();
    expect(sandbox.admin.session()).toBeNull();
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/')).json).toMatchObject({ message: 'not signed in' });
  });

  it('reset restores the initial state: sessions, faults and log', async () => {
    const sandbox = sandboxAt();
    const { sessionId } = sandbox.admin.login('verified');
    sandbox.admin.loginAs('new');
    sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 503 });
    expect(dataOf(await callSandbox(sandbox, 'POST', '/__sandbox/reset'))).toBeNull();
    expect(sandbox.admin.faults()).toEqual([]);
    expect(sandbox.admin.session()).toBeNull();
    expect(sandbox.admin.log().map((entry) => entry.message)).toEqual(['sandbox reset to its initial state']);
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId })).status).toBe(401);
  });

  it('lists players and the log over the admin API, the log from a given entry on', async () => {
    const sandbox = sandboxAt();
    const players = dataOf(await callSandbox(sandbox, 'GET', '/__sandbox/players')) as { id: string }[];
    expect(players.map((player) => player.id)).toContain('duplicate-switch');

    sandbox.admin.login('verified');
    const all = dataOf(await callSandbox(sandbox, 'GET', '/__sandbox/log')) as { seq: number; kind: string }[];
    expect(all.length).toBeGreaterThan(0);
    const last = all[all.length - 1]?.seq ?? 0;
    await callSandbox(sandbox, 'GET', '/rest/cash/');
    const since = dataOf(await callSandbox(sandbox, 'GET', `/__sandbox/log?since=${last}&kind=request`)) as {
      seq: number;
      kind: string;
    }[];
    expect(since).toEqual([expect.objectContaining({ kind: 'request', message: 'GET /rest/cash/ → 401' })]);
    expect((await callSandbox(sandbox, 'GET', '/__sandbox/log?since=soon')).status).toBe(400);
  });

  it('answers 404 and 405 on the admin API for unknown routes and methods', async () => {
    expect((await callSandbox(sandboxAt(), 'GET', '/__sandbox/nothing')).status).toBe(404);
    expect((await callSandbox(sandboxAt(), 'GET', '/__sandbox/login')).status).toBe(405);
  });
});
