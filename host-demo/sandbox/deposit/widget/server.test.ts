/** @jest-environment node */
import * as v from 'valibot';
import { payByCard } from '../../../../contracts/api/deposit';
import { createSandbox, type Sandbox } from '../../model';
import { callSandbox } from '../../testRequests';
import { WidgetCommandMessage, WidgetResultMessage, WidgetStepAnswer } from './messages';
import { startCardWidgetServer, type CardWidgetServer } from './server';

const PARENT = 'http://127.0.0.1:3000';

let sandbox: Sandbox;
let widget: CardWidgetServer;
let sessionId: string;

beforeAll(async () => {
  sandbox = createSandbox();
  widget = await startCardWidgetServer({ port: 0, sandbox });
}, 30_000);

afterAll(async () => {
  await widget.close();
});

beforeEach(() => {
  sandbox.admin.reset();
  sessionId = sandbox.admin.login('verified').sessionId;
});

const tokenize = async (number: string) => {
  const response = await fetch(`${widget.url}/card/api/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/34', cvc: '123', holderName: 'Vera Verified', save: false }),
  });
  return v.parse(WidgetStepAnswer, await response.json());
};

let keys = 0;
const key = () => `widget-key-${(keys += 1)}`.padEnd(12, '0');

/** The `data` of the signed-in player's POST to the sandbox. */
const postData = async <T>(url: string, body: unknown): Promise<T> =>
  ((await callSandbox(sandbox, 'POST', url, { sessionId, body })).json as { data: T }).data;

/** A card payment for a package with a fresh idempotency key; its result. */
const cardPay = async (fields: Record<string, string>) => {
  const body = { idempotencyKey: key(), methodId: 'card', ...fields };
  const answer = await callSandbox(sandbox, 'POST', '/rest/payments/deposit/card-pay/', { sessionId, body });
  return v.parse(payByCard.response, answer.json).data;
};

const depositStatus = async (paymentId: string) =>
  (
    (await callSandbox(sandbox, 'GET', `/rest/cash/deposit/check/?paymentId=${paymentId}`, { sessionId })).json as {
      data: { status: string };
    }
  ).data.status;

/** Submits a provider page's form (`/3ds/`, `/paypal/`, `/trustly/`) as the browser does, not following a redirect. */
const submitDecision = (page: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${widget.url}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('card widget server', () => {
  it('registers its origin: cardUrl points at it', async () => {
    expect(sandbox.admin.cardWidgetOrigin()).toBe(widget.url);
    const answer = await callSandbox(sandbox, 'GET', '/rest/cash/input/methods/?presetId=pkg-50', { sessionId });
    const cardUrl = new URL((answer.json as { data: { cardUrl: string } }).data.cardUrl);
    expect(cardUrl.origin).toBe(widget.url);
    expect(cardUrl.pathname).toBe('/card/');
  });

  it('serves the widget page with its own CSP, framed only by the exact parent origin, and its script as a file', async () => {
    const page = await fetch(
      `${widget.url}/card/?parentOrigin=${encodeURIComponent(PARENT)}&amount=50.00&currency=USD`,
    );
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${PARENT}`);
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/card/card.js" defer></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain(`data-parent-origin="${PARENT}"`);
    expect(html).toContain('Pay 50.00 USD');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'Security code', 'Name on card'])
      expect(html).toContain(label);
    const script = await fetch(`${widget.url}/card/card.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(500);
  });

  it.each([['*'], ['https://evil.example'], ['http://127.0.0.1:3000/path'], ['']])(
    'refuses parentOrigin %p',
    async (parentOrigin) => {
      const page = await fetch(`${widget.url}/card/?parentOrigin=${encodeURIComponent(parentOrigin)}`);
      expect(page.status).toBe(400);
      expect(await page.text()).not.toContain('card.js');
    },
  );

  it('escapes what it echoes', async () => {
    const page = await fetch(
      `${widget.url}/card/?parentOrigin=${encodeURIComponent(PARENT)}&amount=%3Cimg%3E&currency=%22x`,
    );
    const html = await page.text();
    expect(html).not.toContain('<img>');
    expect(html).toContain('>Pay<');
  });

  it('a success-card token from the widget pays through card-pay; a widget decline has no token', async () => {
    const answer = await tokenize('4242 4242 4242 4242');
    if (answer.kind !== 'token') throw new Error('expected a token');
    expect((await cardPay({ presetId: 'pkg-20', cardToken: answer.cardToken })).status).toBe('success');
    expect(await tokenize('4000 0000 0000 0127')).toMatchObject({ kind: 'decline' });
  });

  it('3-D Secure inside the widget: challenge, then Pass gives a token', async () => {
    const challenge = await tokenize('4000000000003220');
    if (challenge.kind !== 'challenge') throw new Error('expected a challenge');
    const response = await fetch(`${widget.url}/card/api/challenge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stepId: challenge.stepId, passed: true }),
    });
    expect(v.parse(WidgetStepAnswer, await response.json())).toMatchObject({ kind: 'token' });
  });

  it('3-D Secure page of a card payment: Pass redirects to the returnUrl and the payment succeeds', async () => {
    const paid = await cardPay({ presetId: 'pkg-20', savedCardId: 'card-vera-mc' });
    const redirect = new URL(paid.redirectUrl ?? '');
    expect(redirect.origin).toBe(widget.url);
    redirect.searchParams.set('returnUrl', `${PARENT}/cash/pending/`);
    const page = await fetch(redirect);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Pass</button>');
    const decided = await submitDecision('/3ds/', {
      paymentId: paid.paymentId,
      returnUrl: `${PARENT}/cash/pending/`,
      decision: 'yes',
    });
    expect(decided.status).toBe(303);
    const back = new URL(decided.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`${PARENT}/cash/pending/`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      sandboxProvider: '3ds',
      paymentId: paid.paymentId,
      outcome: 'passed',
    });
    expect(await depositStatus(paid.paymentId)).toBe('success');
  });

  it('3-D Secure page in a frame (the cashier shows a card challenge inline): the decision ends on its own page, never loads the return page in the frame', async () => {
    const paid = await cardPay({ presetId: 'pkg-20', savedCardId: 'card-vera-mc' });
    const decided = await submitDecision(
      '/3ds/',
      { paymentId: paid.paymentId, returnUrl: `${PARENT}/cash/pending/`, decision: 'no' },
      { 'sec-fetch-dest': 'iframe' },
    );
    expect(decided.status).toBe(200);
    expect(decided.headers.get('location')).toBeNull();
    expect(await decided.text()).toContain('The cashier shows the result in a moment.');
    expect(await depositStatus(paid.paymentId)).toBe('failed');
  });

  it('approval pages refuse a returnUrl off the allowed origins', async () => {
    const init = await postData<{ approvalUrl: string }>('/rest/payments/deposit/paypal-init/', {
      idempotencyKey: key(),
      presetId: 'pkg-20',
      methodId: 'paypal',
    });
    const approvalUrl = new URL(init.approvalUrl);
    approvalUrl.searchParams.set('returnUrl', 'https://evil.example/steal');
    expect((await fetch(approvalUrl)).status).toBe(400);
  });

  it('PayPal: Approve redirects back with the order; paypal-check then captures', async () => {
    const init = await postData<{ paymentId: string; orderId: string }>('/rest/payments/deposit/paypal-init/', {
      idempotencyKey: key(),
      presetId: 'pkg-20',
      methodId: 'paypal',
    });
    const decided = await submitDecision('/paypal/', {
      paymentId: init.paymentId,
      orderId: init.orderId,
      returnUrl: `${PARENT}/cash/deposit/`,
      decision: 'yes',
    });
    expect(decided.status).toBe(303);
    expect(new URL(decided.headers.get('location') ?? '').searchParams.get('orderId')).toBe(init.orderId);
    const check = await postData<{ status: string }>('/rest/payments/deposit/paypal-check/', {
      paymentId: init.paymentId,
      orderId: init.orderId,
    });
    expect(check.status).toBe('success');
  });

  it('Trustly: Cancel without a returnUrl shows the outcome; the payment failed', async () => {
    const created = await postData<{ paymentId: string; redirectUrl: string }>('/rest/payments/deposit/', {
      idempotencyKey: key(),
      presetId: 'pkg-20',
      methodId: 'trustly',
    });
    expect((await fetch(created.redirectUrl)).status).toBe(200);
    const decided = await submitDecision('/trustly/', {
      paymentId: created.paymentId,
      decision: 'no',
      bankName: 'First Sandbox Bank',
    });
    expect(decided.status).toBe(200);
    expect(await decided.text()).toContain('canceled');
    expect(sandbox.admin.deposits('verified').at(-1)?.status).toBe('failed');
  });
});

describe('widget message schemas', () => {
  it('accept the documented messages and refuse the rest', () => {
    expect(v.is(WidgetResultMessage, { type: 'result', code: 'success', cardToken: 'cardtok_0001' })).toBe(true);
    expect(v.is(WidgetResultMessage, { type: 'result', code: 'decline', message: 'Declined' })).toBe(true);
    expect(v.is(WidgetResultMessage, { type: 'result', code: '3ds' })).toBe(true);
    expect(v.is(WidgetResultMessage, { type: 'result', code: 'success' })).toBe(false);
    expect(v.is(WidgetResultMessage, { type: 'result', code: 'decline', cardToken: 'x' })).toBe(false);
    expect(v.is(WidgetResultMessage, { type: 'result', code: 'ok', cardToken: 'x' })).toBe(false);
    expect(v.is(WidgetResultMessage, { type: 'result', code: 'refresh', extra: 1 })).toBe(false);
    expect(v.is(WidgetCommandMessage, { type: 'command', command: 'REFRESH_TOKEN' })).toBe(true);
    expect(v.is(WidgetCommandMessage, { type: 'command', command: 'PAY' })).toBe(false);
  });
});
