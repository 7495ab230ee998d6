/** @jest-environment node */
import * as v from 'valibot';
import { getAppCash } from '../../contracts/api/app';
import { callById } from '../../contracts/api/registry';
import { createSandbox, type Sandbox } from './model';
import { callSandbox, dataOf } from './testRequests';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');

function signedIn(): { sandbox: Sandbox; sessionId: string } {
  const sandbox = createSandbox({ now: () => NOW });
  return { sandbox, sessionId: sandbox.admin.login('verified').sessionId };
}

describe('sandbox faults', () => {
  it("'status' answers that status with the error envelope, and other calls are untouched", async () => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 503 });
    const answer = await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId });
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ success: false, statusCode: 503, message: 'sandbox fault: HTTP 503' });
    expect((await callSandbox(sandbox, 'GET', '/rest/app/init/', { sessionId })).status).toBe(200);
  });

  it("'status' applies before the session check: the platform's edge fails first", async () => {
    const sandbox = createSandbox({ now: () => NOW });
    sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 500, message: 'down for maintenance' });
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/')).json).toMatchObject({
      statusCode: 500,
      message: 'down for maintenance',
    });
  });

  it("'delay' asks the adapter to hold back the normal answer", async () => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('cash.getAppCash', { kind: 'delay', delayMs: 1500 });
    const answer = await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId });
    expect(answer.raw.delayMs).toBe(1500);
    expect(v.safeParse(getAppCash.response, answer.json).success).toBe(true);
  });

  it.each(['hang', 'abort'] as const)("'%s' is acted out by the adapter", async (kind) => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('cash.getAppCash', { kind });
    await expect(
      sandbox.handle({ method: 'GET', url: '/rest/cash/', headers: { cookie: `cashier_sid=${sessionId}` } }),
    ).resolves.toEqual({ kind });
  });

  describe("'lost'", () => {
    const convert = { idempotencyKey: 'lost-test-key-0001', amount: 10 };
    const post = (sandbox: Sandbox, sessionId: string) =>
      sandbox.handle({
        method: 'POST',
        url: '/rest/cash/input/winnings-to-entries/',
        headers: { cookie: `cashier_sid=${sessionId}` },
        body: JSON.stringify(convert),
      });

    it('does the call completely, then drops the connection without an answer (as abort, after acting)', async () => {
      const { sandbox, sessionId } = signedIn();
      const winnings = sandbox.admin.player('verified').winnings;
      sandbox.admin.setFault('winningsToEntries.convertWinningsToEntries', { kind: 'lost', times: 1 });
      await expect(post(sandbox, sessionId)).resolves.toEqual({ kind: 'abort' });
      expect(sandbox.admin.player('verified').winnings).toBe(winnings - 10);
      expect(sandbox.admin.effectCount('winningsToEntries.convertWinningsToEntries')).toBe(1);
      expect(sandbox.admin.log({ kind: 'fault' }).map((entry) => entry.message)).toEqual(
        expect.arrayContaining([
          "fault 'lost' on winningsToEntries.convertWinningsToEntries",
          'lost fault on winningsToEntries.convertWinningsToEntries: done (200), the answer dropped',
        ]),
      );
      expect(sandbox.admin.log({ kind: 'request' }).at(-1)?.message).toMatch(/→ 200, answer lost$/);
    });

    it('records the idempotency key as on success: the retry with the same key is a replay, no second effect', async () => {
      const { sandbox, sessionId } = signedIn();
      const winnings = sandbox.admin.player('verified').winnings;
      sandbox.admin.setFault('winningsToEntries.convertWinningsToEntries', { kind: 'lost', times: 1 });
      await post(sandbox, sessionId);
      const replay = await callSandbox(sandbox, 'POST', '/rest/cash/input/winnings-to-entries/', {
        sessionId,
        body: convert,
      });
      expect(dataOf(replay)).toMatchObject({ entries: 1000, balance: { winnings: winnings - 10 } });
      expect(sandbox.admin.player('verified').winnings).toBe(winnings - 10);
      expect(sandbox.admin.effectCount('winningsToEntries.convertWinningsToEntries')).toBe(1);
    });

    it('loses a refusal too: a call the server refuses changes nothing and still gives no answer', async () => {
      const { sandbox, sessionId } = signedIn();
      sandbox.admin.setFault('history.cancelTransaction', { kind: 'lost' });
      await expect(
        sandbox.handle({
          method: 'POST',
          url: '/rest/cash/history/output/tx-unknown/',
          headers: { cookie: `cashier_sid=${sessionId}` },
        }),
      ).resolves.toEqual({ kind: 'abort' });
      expect(sandbox.admin.effects()).toEqual({});
    });

    it('is accepted by the admin API', async () => {
      const set = await callSandbox(createSandbox(), 'PUT', '/__sandbox/faults/deposit.payByCard', {
        body: { kind: 'lost', times: 1 },
      });
      expect(dataOf(set)).toEqual({ callId: 'deposit.payByCard', spec: { kind: 'lost', times: 1 }, remaining: 1 });
    });
  });

  it("'malformed' answers 200 with a body that is not JSON", async () => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('cash.getAppCash', { kind: 'malformed' });
    const answer = await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId });
    expect(answer.status).toBe(200);
    expect(() => JSON.parse(answer.raw.body) as unknown).toThrow(SyntaxError);
  });

  it("'contract' answers a JSON success envelope that breaks the call's response schema, by one wrong-typed field", async () => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('cash.getAppCash', { kind: 'contract' });
    const answer = await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true });
    expect(v.safeParse(getAppCash.response, answer.json).success).toBe(false);
    expect(sandbox.admin.log({ kind: 'fault' }).at(-1)?.message).toBe(
      'contract fault on cash.getAppCash: data.playerBalance.balance: number → string',
    );
  });

  it.each(Object.values(callById).map((call) => [call.id, call] as const))(
    "'contract' breaks %s even where the sandbox has no handler",
    async (callId, call) => {
      const { sandbox, sessionId } = signedIn();
      sandbox.admin.setFault(callId, { kind: 'contract' });
      const path = call.path.replace(/:[A-Za-z]+/g, 'en');
      const answer = await callSandbox(sandbox, call.method, path, { sessionId });
      expect(answer.status).toBe(200);
      expect(v.safeParse(call.response, answer.json).success).toBe(false);
    },
  );

  it("'unauthorized' answers HTTP 401 with statusCode 401", async () => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('player.getProfile', { kind: 'unauthorized' });
    const answer = await callSandbox(sandbox, 'GET', '/rest/player/getProfile/', { sessionId });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ success: false, statusCode: 401 });
  });

  it("'unauthorized-body' answers HTTP 200 with { statusCode: 401, success: false }", async () => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('player.getProfile', { kind: 'unauthorized-body' });
    const answer = await callSandbox(sandbox, 'GET', '/rest/player/getProfile/', { sessionId });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ statusCode: 401, success: false });
  });

  it("'times' applies the fault that many times, then clears it", async () => {
    const { sandbox, sessionId } = signedIn();
    sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 502, times: 2 });
    expect(sandbox.admin.faults()).toEqual([
      { callId: 'cash.getAppCash', spec: { kind: 'status', status: 502, times: 2 }, remaining: 2 },
    ]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId })).status);
    expect(statuses).toEqual([502, 502, 200]);
    expect(sandbox.admin.faults()).toEqual([]);
  });

  it('without times a fault stays until cleared, and it is global to the sandbox, not per session', async () => {
    const { sandbox, sessionId } = signedIn();
    const other = sandbox.admin.login('new').sessionId;
    sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 500 });
    for (const id of [sessionId, other, sessionId])
      expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId: id })).status).toBe(500);
    expect(sandbox.admin.clearFault('cash.getAppCash')).toBe(true);
    expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId })).status).toBe(200);
  });

  describe('admin API', () => {
    it('sets, lists and clears faults over HTTP', async () => {
      const { sandbox, sessionId } = signedIn();
      const set = await callSandbox(sandbox, 'PUT', '/__sandbox/faults/cash.getAppCash', {
        body: { kind: 'status', status: 503, times: 1 },
      });
      expect(dataOf(set)).toEqual({
        callId: 'cash.getAppCash',
        spec: { kind: 'status', status: 503, times: 1 },
        remaining: 1,
      });
      await callSandbox(sandbox, 'PUT', '/__sandbox/faults/app.getAppInit', { body: { kind: 'hang' } });
      expect(
        (dataOf(await callSandbox(sandbox, 'GET', '/__sandbox/faults')) as { callId: string }[]).map(
          (fault) => fault.callId,
        ),
      ).toEqual(['cash.getAppCash', 'app.getAppInit']);
      expect(dataOf(await callSandbox(sandbox, 'DELETE', '/__sandbox/faults/app.getAppInit'))).toEqual({
        cleared: true,
      });
      expect(dataOf(await callSandbox(sandbox, 'DELETE', '/__sandbox/faults'))).toBeNull();
      expect(sandbox.admin.faults()).toEqual([]);
      expect((await callSandbox(sandbox, 'GET', '/rest/cash/', { sessionId })).status).toBe(200);
    });

    it('lists every call of the registry with its description and whether it is implemented', async () => {
      const calls = dataOf(await callSandbox(createSandbox(), 'GET', '/__sandbox/calls')) as {
        id: string;
        description: string;
        implemented: boolean;
      }[];
      expect(calls).toHaveLength(Object.keys(callById).length);
      expect(calls.find((call) => call.id === 'cash.getAppCash')).toMatchObject({
        implemented: true,
        description: expect.stringMatching(/^Cash-area data: balance and winnings/),
      });
      for (const call of calls) expect(call.description.length).toBeGreaterThan(10);
    });

    it.each([
      [{ kind: 'status' }, 'invalid request: status: Invalid key: Expected "status" but received undefined'],
      [{ kind: 'status', status: 200 }, 'invalid request: status: Invalid value: Expected >=400 but received 200'],
      [{ kind: 'delay', delayMs: -1 }, 'invalid request: delayMs: Invalid value: Expected >=0 but received -1'],
      [
        { kind: 'flood' },
        'invalid request: kind: Invalid type: Expected ("status" | "delay" | "hang" | "abort" | "lost" | "malformed" | "contract" | "unauthorized" | "unauthorized-body") but received "flood"',
      ],
      [{ kind: 'hang', times: 0 }, 'invalid request: times: Invalid value: Expected >=1 but received 0'],
      [{ kind: 'hang', extra: true }, 'invalid request: extra: Invalid key: Expected never but received "extra"'],
    ])('refuses an invalid fault %j with 400', async (spec, message) => {
      const answer = await callSandbox(createSandbox(), 'PUT', '/__sandbox/faults/cash.getAppCash', { body: spec });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ success: false, message });
    });

    it('refuses a fault on a call that is not in the registry with 404', async () => {
      const answer = await callSandbox(createSandbox(), 'PUT', '/__sandbox/faults/cash.nothing', {
        body: { kind: 'hang' },
      });
      expect(answer.status).toBe(404);
      expect(() => createSandbox().admin.setFault('cash.nothing', { kind: 'hang' })).toThrow(
        'no call "cash.nothing" in the contract registry',
      );
    });
  });

  describe('snapshotAtFault', () => {
    const remove = { methodType: 'trustly', tokenId: 'trustly-vera-chase' };
    const tokens = (snapshot: { player: { trustlyAccounts: { tokenId: string }[] } } | undefined) =>
      snapshot?.player.trustlyAccounts.map((account) => account.tokenId);

    it("holds the player's state from just before the first faulted request, even when the call then takes effect", async () => {
      const { sandbox, sessionId } = signedIn();
      sandbox.admin.setFault('deposit.removeMethod', { kind: 'contract' });
      expect(sandbox.admin.snapshotAtFault('deposit.removeMethod')).toBeUndefined();
      await callSandbox(sandbox, 'POST', '/rest/payments/remove-method/', { sessionId, body: remove });
      expect(tokens(sandbox.admin.snapshotAtFault('deposit.removeMethod'))).toContain('trustly-vera-chase');
      expect(tokens(sandbox.admin.snapshot('verified'))).not.toContain('trustly-vera-chase');
      // A second faulted request does not move the snapshot forward.
      await callSandbox(sandbox, 'POST', '/rest/payments/remove-method/', { sessionId, body: remove });
      expect(tokens(sandbox.admin.snapshotAtFault('deposit.removeMethod'))).toContain('trustly-vera-chase');
    });

    it('is forgotten when the fault is set again, cleared or the sandbox reset', async () => {
      const { sandbox, sessionId } = signedIn();
      sandbox.admin.setFault('deposit.removeMethod', { kind: 'status', status: 500 });
      await callSandbox(sandbox, 'POST', '/rest/payments/remove-method/', { sessionId, body: remove });
      expect(sandbox.admin.snapshotAtFault('deposit.removeMethod')).toBeDefined();
      sandbox.admin.setFault('deposit.removeMethod', { kind: 'status', status: 503 });
      expect(sandbox.admin.snapshotAtFault('deposit.removeMethod')).toBeUndefined();
      await callSandbox(sandbox, 'POST', '/rest/payments/remove-method/', { sessionId, body: remove });
      sandbox.admin.clearFaults();
      expect(sandbox.admin.snapshotAtFault('deposit.removeMethod')).toBeUndefined();
    });
  });
});
