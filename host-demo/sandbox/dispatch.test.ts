/** @jest-environment node */
import * as v from 'valibot';
import { successEnvelope, type CallContract } from '../../contracts/http';
import { createCallRegistry } from './callRegistry';
import { createSandbox } from './model';
import { handlerFor } from './handler';
import { callSandbox, errorBody } from './testRequests';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');

function signedIn() {
  const sandbox = createSandbox({ now: () => NOW });
  return { sandbox, sessionId: sandbox.admin.login('verified').sessionId };
}

describe('sandbox request validation', () => {
  it('answers 400 with a readable message and field errors to a body that breaks the contract', async () => {
    const { sandbox, sessionId } = signedIn();
    const answer = await callSandbox(sandbox, 'POST', '/rest/fraud-detectors/identity-match/', {
      sessionId,
      body: { action: 'dance' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      success: false,
      statusCode: 400,
      message: expect.stringMatching(
        /^fraud\.checkIdentityMatch: invalid body: action: Invalid type: Expected .* but received "dance"$/,
      ),
      errors: { action: expect.stringContaining('received "dance"') },
    });
  });

  it('answers 400 to an unknown body key (request bodies are strict)', async () => {
    const { sandbox, sessionId } = signedIn();
    const answer = await callSandbox(sandbox, 'POST', '/rest/fraud-detectors/identity-match/', {
      sessionId,
      body: { action: 'deposit', gps: {} },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ errors: { gps: expect.any(String) } });
  });

  it('answers 400 to a body that is not JSON, and to a missing body', async () => {
    const { sandbox, sessionId } = signedIn();
    const notJson = await callSandbox(sandbox, 'POST', '/rest/fraud-detectors/identity-match/', {
      sessionId,
      body: '{action',
    });
    expect(notJson.json).toMatchObject({
      statusCode: 400,
      message: 'fraud.checkIdentityMatch: the request body is not JSON',
    });
    expect((await callSandbox(sandbox, 'POST', '/rest/fraud-detectors/identity-match/', { sessionId })).status).toBe(
      400,
    );
  });

  it('answers 400 to path parameters that break the contract', async () => {
    const answer = await callSandbox(createSandbox(), 'GET', '/i18n/messages/cash/ENG/');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      message: 'i18n.getMessages: invalid path: lang: lang must be 2 lowercase letters',
    });
  });

  it('answers 400 to a query that breaks the contract', async () => {
    const { sandbox, sessionId } = signedIn();
    const answer = await callSandbox(sandbox, 'GET', '/rest/cash/history/all/?page=two', { sessionId });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      message: expect.stringMatching(/^history\.getHistory: invalid query: page: /),
    });
  });

  it('checks the session before the request: a 401 tells the client more than a 400', async () => {
    const answer = await callSandbox(createSandbox(), 'POST', '/rest/fraud-detectors/identity-match/', {
      body: { action: 'dance' },
    });
    expect(answer.status).toBe(401);
  });

  it('answers 404 to a path outside the registry and 405 to a wrong method', async () => {
    const { sandbox, sessionId } = signedIn();
    expect((await callSandbox(sandbox, 'GET', '/rest/nothing/', { sessionId })).json).toMatchObject({
      statusCode: 404,
      message: 'no call GET /rest/nothing/ in the contract registry',
    });
    const wrongMethod = await callSandbox(sandbox, 'POST', '/rest/cash/', { sessionId });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET');
  });

  it('answers 501 to a registered call without a handler yet', async () => {
    // No handlers at all, so the test does not depend on which features are implemented.
    const sandbox = createSandbox({ now: () => NOW, handlers: [] });
    const { sessionId } = sandbox.admin.login('verified');
    const answer = await callSandbox(sandbox, 'GET', '/rest/cash/history/all/?page=1', { sessionId });
    expect(answer.status).toBe(501);
    expect(answer.json).toEqual(errorBody(501, 'not implemented in the sandbox yet: history.getHistory'));
  });

  it('marks every API answer no-store', async () => {
    const answer = await callSandbox(createSandbox(), 'GET', '/i18n/messages/cash/en/');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('sandbox self-check of its answers', () => {
  const probe = {
    id: 'test.probe',
    method: 'GET',
    path: '/rest/probe/',
    query: undefined,
    body: undefined,
    response: successEnvelope(v.object({ count: v.number() })),
  } as const satisfies CallContract;

  function sandboxWith(run: () => { count: number }) {
    const sandbox = createSandbox({
      now: () => NOW,
      registry: createCallRegistry([probe]),
      handlers: [handlerFor(probe).player(run)],
    });
    return { sandbox, sessionId: sandbox.admin.login('verified').sessionId };
  }

  it('answers 500 and logs a sandbox bug when a handler breaks its own contract', async () => {
    // The cast stands for a model bug that the types would normally catch.
    const { sandbox, sessionId } = sandboxWith(() => ({ count: 'three' }) as unknown as { count: number });
    const answer = await callSandbox(sandbox, 'GET', '/rest/probe/', { sessionId });
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({
      message: expect.stringMatching(
        /^sandbox bug: test\.probe produced a body that breaks its contract: data\.count: /,
      ),
    });
    expect(sandbox.admin.log({ kind: 'sandbox-bug' })).toEqual([
      expect.objectContaining({
        level: 'error',
        callId: 'test.probe',
        message: expect.stringContaining('SANDBOX BUG'),
      }),
    ]);
  });

  it('checks the answer after the JSON round trip, as the client receives it', async () => {
    const { sandbox, sessionId } = sandboxWith(() => ({ count: Number.NaN }));
    // NaN becomes null in JSON, which the schema refuses.
    expect((await callSandbox(sandbox, 'GET', '/rest/probe/', { sessionId })).status).toBe(500);
  });

  it('answers 500 when a handler throws, and keeps serving', async () => {
    const { sandbox, sessionId } = sandboxWith(() => {
      throw new Error('boom');
    });
    expect((await callSandbox(sandbox, 'GET', '/rest/probe/', { sessionId })).json).toMatchObject({
      statusCode: 500,
      message: expect.stringContaining('boom'),
    });
    expect((await callSandbox(sandbox, 'GET', '/__sandbox/players')).status).toBe(200);
  });

  it("lets a deliberate 'contract' fault through: only the model's own mistakes become 500s", async () => {
    const { sandbox, sessionId } = sandboxWith(() => ({ count: 3 }));
    sandbox.admin.setFault('test.probe', { kind: 'contract' });
    const answer = await callSandbox(sandbox, 'GET', '/rest/probe/', { sessionId });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, data: { count: '3' } });
  });
});

describe('sandbox CORS', () => {
  it('answers a preflight and lets loopback origins call with credentials', async () => {
    const sandbox = createSandbox();
    const preflight = await callSandbox(sandbox, 'OPTIONS', '/rest/cash/', {
      headers: { Origin: 'http://localhost:3001', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3001',
      'access-control-allow-credentials': 'true',
    });
    const answer = await callSandbox(sandbox, 'GET', '/i18n/messages/cash/en/', {
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  });

  it('says nothing to other origins', async () => {
    const answer = await callSandbox(createSandbox(), 'GET', '/i18n/messages/cash/en/', {
      headers: { origin: 'https://evil.example.com' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
