/** @jest-environment node */
import * as v from 'valibot';
import {
  checkDeposit,
  createDeposit,
  getCards,
  getInputMethods,
  getLightCash,
  getPromoOfferConstructor,
  initPaypal,
  payByCard,
  validateApplePayMerchant,
  type DepositResultData,
} from '../../../contracts/api/deposit';
import { getAppCash } from '../../../contracts/api/app';
import { getHistory } from '../../../contracts/api/history';
import { createSandbox, type Sandbox } from '../model';
import { PLAYER_IDS, type PlayerId } from '../account/players';
import { callSandbox, dataOf, type TestAnswer } from '../testRequests';
import { APPLE_PAY_SANDBOX_VALIDATION_URL } from './applePay';
import { PENDING_CHECKS } from './catalogue';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');

interface Harness {
  sandbox: Sandbox;
  sessionId: string;
  get(url: string): Promise<TestAnswer>;
  post(url: string, body: unknown): Promise<TestAnswer>;
}

function signedIn(playerId: PlayerId): Harness {
  const sandbox = createSandbox({ now: () => NOW });
  const { sessionId } = sandbox.admin.login(playerId);
  return {
    sandbox,
    sessionId,
    get: (url) => callSandbox(sandbox, 'GET', url, { sessionId }),
    post: (url, body) => callSandbox(sandbox, 'POST', url, { sessionId, body }),
  };
}

const parse = <S extends v.GenericSchema>(schema: S, answer: TestAnswer) =>
  v.parse(schema, answer.json) as v.InferOutput<S>;
const result = (answer: TestAnswer): DepositResultData => parse(payByCard.response, answer).data;
const errorOf = (answer: TestAnswer) =>
  answer.json as { success: false; statusCode: number; message: string; errors?: Record<string, string> };

let keySeq = 0;
const newKey = () => `test-key-${String((keySeq += 1)).padStart(4, '0')}`;

/** The widget's side: a token for a test card. */
function tokenFor(sandbox: Sandbox, number: string): string {
  const outcome = sandbox.admin.provider.tokenizeCard({
    number,
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
    holderName: 'Test Holder',
    save: true,
  });
  if (outcome.kind !== 'token') throw new Error(`expected a token, got ${JSON.stringify(outcome)}`);
  return outcome.cardToken;
}

/** A card payment: a package (`presetId` or `promoOfferPresetId`) and a card; a fresh idempotency key unless given. */
const cardPay = (h: Harness, fields: Record<string, string>) =>
  h.post('/rest/payments/deposit/card-pay/', { idempotencyKey: newKey(), methodId: 'card', ...fields });

/** A deposit by another method (Trustly, Apple Pay, Neosurf); a fresh idempotency key unless given. */
const deposit = (h: Harness, fields: Record<string, string>) =>
  h.post('/rest/payments/deposit/', { idempotencyKey: newKey(), ...fields });

function expectNoSandboxBug(sandbox: Sandbox): void {
  expect(sandbox.admin.log({ kind: 'sandbox-bug' })).toEqual([]);
}

describe('deposit catalogue', () => {
  it('presets: several packages with orderSummary.total = coins + bonus, one preselected', async () => {
    const h = signedIn('verified');
    const cards = parse(getCards.response, await h.get('/rest/cash/cards/')).data;
    expect(cards.presets.length).toBeGreaterThanOrEqual(3);
    for (const preset of cards.presets) expect(preset.orderSummary.total).toBe(preset.coins + preset.bonus);
    expect(cards.selectedPresetId).toBe('pkg-50');
    expect(parse(getCards.response, await h.get('/rest/cash/cards/?presetId=pkg-20')).data.selectedPresetId).toBe(
      'pkg-20',
    );
    expect((await h.get('/rest/cash/cards/?presetId=nope')).status).toBe(404);
    expectNoSandboxBug(h.sandbox);
  });

  it('promo offer: offered, listed by promoOfferPresetId, bought once, then gone', async () => {
    const h = signedIn('verified');
    const offer = parse(getPromoOfferConstructor.response, await h.get('/rest/cash/input/promo-offer/constructor/'))
      .data.offer;
    expect(offer?.promoOfferPresetId).toBe('promo-welcome');
    const cards = parse(getCards.response, await h.get('/rest/cash/cards/?promoOfferPresetId=promo-welcome')).data;
    expect(cards.presets.map((preset) => preset.id)).toEqual(['promo-welcome-25']);
    const light = parse(getLightCash.response, await h.get('/rest/cash/input/light-cash/')).data;
    expect(light.isAvailable).toBe(true);

    const paid = result(await cardPay(h, { promoOfferPresetId: 'promo-welcome', savedCardId: 'card-vera-visa' }));
    expect(paid.status).toBe('success');
    expect(
      parse(getPromoOfferConstructor.response, await h.get('/rest/cash/input/promo-offer/constructor/')).data.offer,
    ).toBeNull();
    expect(h.sandbox.admin.player('verified').balance).toBe(250 + 50);
    expectNoSandboxBug(h.sandbox);
  });

  it('methods: card with masked saved cards and a cardUrl on the widget origin, Trustly providers, limits', async () => {
    const h = signedIn('verified');
    h.sandbox.admin.setCardWidgetOrigin('http://127.0.0.1:4555');
    const methods = parse(
      getInputMethods.response,
      await h.get('/rest/cash/input/methods/?presetId=pkg-100&offerType=regular'),
    ).data;
    expect(methods.methods.map((method) => method.kind)).toEqual(['card', 'trustly', 'paypal', 'applePay', 'neosurf']);
    expect(methods.methods.find((method) => method.kind === 'neosurf')?.isAvailable).toBe(false);
    expect(methods.savedCards).toEqual([
      { id: 'card-vera-visa', maskedNumber: '**** 4242', brand: 'visa', expiry: '12/30', isExpired: false },
      { id: 'card-vera-mc', maskedNumber: '**** 4444', brand: 'mastercard', expiry: '08/29', isExpired: false },
    ]);
    expect(methods.trustlyProviders.map((provider) => provider.tokenId)).toEqual([
      'trustly-vera-chase',
      'trustly-vera-boa',
    ]);
    expect(methods.cashCardLimit).toBe(3);
    expect(new URL(methods.cardUrl ?? '').origin).toBe('http://127.0.0.1:4555');
    expect(methods.orderSummary).toEqual({ price: 100, coins: 100, bonus: 25, total: 125 });
    expect((await h.get('/rest/cash/input/methods/?presetId=pkg-100&offerType=special')).status).toBe(422);
    expect(h.sandbox.admin.log({ kind: 'deposit-fixtures' })).toHaveLength(1);
    // The origin is configuration: it survives a reset.
    h.sandbox.admin.reset();
    expect(h.sandbox.admin.cardWidgetOrigin()).toBe('http://127.0.0.1:4555');
  });

  it('method details, all or one; unknown id is 404', async () => {
    const h = signedIn('verified');
    const all = dataOf(await h.get('/rest/payments/deposit/')) as { methods: unknown[] };
    expect(all.methods).toHaveLength(5);
    const one = dataOf(await h.get('/rest/payments/deposit/?method_id=paypal')) as { methods: { methodId: string }[] };
    expect(one.methods.map((method) => method.methodId)).toEqual(['paypal']);
    expect((await h.get('/rest/payments/deposit/?method_id=bitcoin')).status).toBe(404);
    expectNoSandboxBug(h.sandbox);
  });

  it('a blocked player gets 403 on methods and payments', async () => {
    const h = signedIn('blocked');
    expect((await h.get('/rest/cash/input/methods/?presetId=pkg-10')).status).toBe(403);
    const paid = await cardPay(h, { presetId: 'pkg-10', savedCardId: 'card-blake-visa' });
    expect(paid.status).toBe(403);
    expect(h.sandbox.admin.deposits('blocked')).toHaveLength(0);
  });
});

describe('money safety', () => {
  it('10 concurrent identical card-pay requests make exactly one deposit and credit once', async () => {
    const h = signedIn('verified');
    const cardToken = tokenFor(h.sandbox, '4242424242424242');
    const body = { idempotencyKey: newKey(), presetId: 'pkg-20', methodId: 'card', cardToken };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.post('/rest/payments/deposit/card-pay/', body)),
    );
    const ids = new Set(answers.map((answer) => result(answer).paymentId));
    expect(ids.size).toBe(1);
    expect(answers.every((answer) => result(answer).status === 'success')).toBe(true);
    expect(h.sandbox.admin.deposits('verified')).toHaveLength(1);
    expect(h.sandbox.admin.player('verified').balance).toBe(250 + 22);
    const admin = dataOf(await callSandbox(h.sandbox, 'GET', '/__sandbox/deposits?playerId=verified')) as {
      count: number;
    };
    expect(admin.count).toBe(1);
    expectNoSandboxBug(h.sandbox);
  });

  it('the same key with another body is refused with 409 and changes nothing', async () => {
    const h = signedIn('verified');
    const idempotencyKey = newKey();
    const first = await cardPay(h, { idempotencyKey, presetId: 'pkg-10', savedCardId: 'card-vera-visa' });
    expect(result(first).status).toBe('success');
    const other = await cardPay(h, { idempotencyKey, presetId: 'pkg-50', savedCardId: 'card-vera-visa' });
    expect(other.status).toBe(409);
    expect(errorOf(other).errors).toHaveProperty('idempotencyKey');
    // Another call with the same key is another request too.
    const elsewhere = await deposit(h, {
      idempotencyKey,
      presetId: 'pkg-10',
      methodId: 'applePay',
      paymentToken: 'apple',
    });
    expect(elsewhere.status).toBe(409);
    expect(h.sandbox.admin.deposits('verified')).toHaveLength(1);
    expect(h.sandbox.admin.player('verified').balance).toBe(260);
  });

  it('a retry with a moved device position is the same request', async () => {
    const h = signedIn('verified');
    const body = { idempotencyKey: newKey(), presetId: 'pkg-10', methodId: 'card', savedCardId: 'card-vera-visa' };
    const gps = (dateTime: number) => ({ latitude: 40, longitude: -89, speed: null, altitude: null, dateTime });
    const a = result(await h.post('/rest/payments/deposit/card-pay/', { ...body, location: gps(1) }));
    const b = result(await h.post('/rest/payments/deposit/card-pay/', { ...body, location: gps(2) }));
    expect(b.paymentId).toBe(a.paymentId);
    expect(h.sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('a card token pays once; a new key with a spent token is refused', async () => {
    const h = signedIn('verified');
    const cardToken = tokenFor(h.sandbox, '4242424242424242');
    expect(result(await cardPay(h, { presetId: 'pkg-10', cardToken })).status).toBe('success');
    const again = await cardPay(h, { presetId: 'pkg-10', cardToken });
    expect(again.status).toBe(422);
    expect((await cardPay(h, { presetId: 'pkg-10', cardToken: 'forged' })).status).toBe(422);
    expect(h.sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('near-limit: a package above availableSumDeposit is refused with a clear ErrorBody; one within it goes through', async () => {
    const h = signedIn('near-limit');
    const refused = await cardPay(h, { presetId: 'pkg-100', savedCardId: 'card-lena-visa' });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toMatch(/daily deposit limit/i);
    expect(errorOf(refused).message).toContain('$50.00');
    expect(errorOf(refused).errors).toMatchObject({ limit: 'daily-limit-reached' });
    expect(h.sandbox.admin.deposits('near-limit')).toHaveLength(0);

    expect(result(await cardPay(h, { presetId: 'pkg-50', savedCardId: 'card-lena-visa' })).status).toBe('success');
    const cash = parse(getAppCash.response, await h.get('/rest/cash/')).data;
    expect(cash.availableSumDeposit).toBe(0);
    expect((await cardPay(h, { presetId: 'pkg-10', savedCardId: 'card-lena-visa' })).status).toBe(422);
    expectNoSandboxBug(h.sandbox);
  });
});

describe('payment outcomes', () => {
  const check = async (h: Harness, paymentId: string) =>
    parse(checkDeposit.response, await h.get(`/rest/cash/deposit/check/?paymentId=${paymentId}`)).data;

  it(`pending card: ${PENDING_CHECKS} pending checks, then success with the new balance`, async () => {
    const h = signedIn('verified');
    const paid = result(await cardPay(h, { presetId: 'pkg-50', cardToken: tokenFor(h.sandbox, '4000000000000077') }));
    expect(paid.status).toBe('pending');
    for (let i = 0; i < PENDING_CHECKS; i += 1) expect((await check(h, paid.paymentId)).status).toBe('pending');
    const done = await check(h, paid.paymentId);
    expect(done).toMatchObject({
      status: 'success',
      amount: 50,
      coins: 50,
      bonus: 10,
      balance: { balance: 310, winnings: 120.5, currency: 'USD' },
      failedMessageText: null,
    });
    expect((await check(h, paid.paymentId)).status).toBe('success');
    expect(h.sandbox.admin.player('verified').balance).toBe(310);
    // A new card with "save" ticked joins the saved cards.
    expect(h.sandbox.admin.player('verified').cards.map((card) => card.last4)).toContain('0077');
    expectNoSandboxBug(h.sandbox);
  });

  it('pending card that fails: failed with failedMessageText, balance unchanged, history denied', async () => {
    const h = signedIn('verified');
    const paid = result(await cardPay(h, { presetId: 'pkg-50', cardToken: tokenFor(h.sandbox, '4000000000000341') }));
    for (let i = 0; i < PENDING_CHECKS; i += 1) await check(h, paid.paymentId);
    const done = await check(h, paid.paymentId);
    expect(done.status).toBe('failed');
    expect(done.failedMessageText).toMatch(/rejected/);
    expect(h.sandbox.admin.player('verified').balance).toBe(250);
    const history = parse(getHistory.response, await h.get('/rest/cash/history/in/')).data;
    expect(history.items[0]).toMatchObject({ id: paid.paymentId, status: 'denied', direction: 'in', amount: 50 });
  });

  it('decline card: tokenized, then declined at card-pay', async () => {
    const h = signedIn('verified');
    const paid = result(await cardPay(h, { presetId: 'pkg-10', cardToken: tokenFor(h.sandbox, '4000000000000002') }));
    expect(paid).toMatchObject({ status: 'failed', resultCode: 'decline', redirectUrl: null });
    expect(paid.failedMessageText).toMatch(/declined/);
  });

  it.each([
    [true, 'success'],
    [false, 'failed'],
  ] as const)('saved card with 3-D Secure: challenge %s → %s', async (passed, status) => {
    const h = signedIn('verified');
    const paid = result(await cardPay(h, { presetId: 'pkg-20', savedCardId: 'card-vera-mc' }));
    expect(paid).toMatchObject({ status: 'pending', resultCode: '3ds' });
    const redirect = new URL(paid.redirectUrl ?? '');
    expect(redirect.origin).toBe('http://127.0.0.1:3002');
    expect(redirect.pathname).toBe('/3ds/');
    expect(redirect.searchParams.get('paymentId')).toBe(paid.paymentId);
    // Waiting on the player: checks do not resolve it.
    expect((await check(h, paid.paymentId)).status).toBe('pending');
    expect(h.sandbox.admin.provider.completePaymentChallenge(paid.paymentId, passed)).toMatchObject({ ok: true });
    expect((await check(h, paid.paymentId)).status).toBe(status);
    expect(h.sandbox.admin.player('verified').balance).toBe(passed ? 272 : 250);
    // The page cannot decide twice.
    expect(h.sandbox.admin.provider.completePaymentChallenge(paid.paymentId, true)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('widget 3-D Secure card: challenge first; pass gives a token that pays, fail declines without one', () => {
    const { provider } = createSandbox({ now: () => NOW }).admin;
    const card = {
      number: '4000 0000 0000 3220',
      expMonth: 1,
      expYear: 2099,
      cvc: '123',
      holderName: 'A B',
      save: false,
    };
    const first = provider.tokenizeCard(card);
    if (first.kind !== 'challenge') throw new Error('expected a challenge');
    expect(provider.completeWidgetChallenge(first.stepId, true)).toMatchObject({ kind: 'token' });
    const second = provider.tokenizeCard(card);
    if (second.kind !== 'challenge') throw new Error('expected a challenge');
    expect(provider.completeWidgetChallenge(second.stepId, false)).toMatchObject({ kind: 'decline' });
  });

  it('widget refresh card: refresh first, then a token on REFRESH_TOKEN; widget decline and unknown cards give no token', () => {
    const { provider } = createSandbox({ now: () => NOW }).admin;
    const card = { number: '4000000000000119', expMonth: 1, expYear: 2099, cvc: '123', holderName: 'A B', save: false };
    const first = provider.tokenizeCard(card);
    if (first.kind !== 'refresh') throw new Error('expected refresh');
    expect(provider.refreshToken(first.stepId)).toMatchObject({ kind: 'token' });
    expect(provider.refreshToken(first.stepId)).toMatchObject({ kind: 'decline' });
    expect(provider.tokenizeCard({ ...card, number: '4000000000000127' })).toMatchObject({ kind: 'decline' });
    expect(provider.tokenizeCard({ ...card, number: '4111111111111111' })).toMatchObject({ kind: 'decline' });
    expect(provider.tokenizeCard({ ...card, number: '4242424242424242', expYear: 2001 })).toMatchObject({
      kind: 'decline',
    });
  });

  it('Neosurf: a valid voucher pays once, then counts as used; used and invalid codes are refused', async () => {
    const h = signedIn('verified');
    const pay = (paymentToken: string) => deposit(h, { presetId: 'pkg-20', methodId: 'neosurf', paymentToken });
    expect(parse(createDeposit.response, await pay('NSVALID001')).data.status).toBe('success');
    const reused = await pay('nsvalid001');
    expect(reused.status).toBe(422);
    expect(errorOf(reused).errors?.paymentToken).toMatch(/already been used/);
    expect(errorOf(await pay('NSUSED0001')).errors?.paymentToken).toMatch(/already been used/);
    const invalid = await pay('NSBAD12345');
    expect(invalid.status).toBe(422);
    expect(errorOf(invalid).errors?.paymentToken).toMatch(/not valid/);
    expect(h.sandbox.admin.deposits('verified')).toHaveLength(1);
    expect(h.sandbox.admin.player('verified').balance).toBe(272);
    expectNoSandboxBug(h.sandbox);
  });

  it('Apple Pay pays at once; the decline token fails', async () => {
    const h = signedIn('verified');
    const pay = (paymentToken: string) => deposit(h, { presetId: 'pkg-10', methodId: 'applePay', paymentToken });
    expect(parse(createDeposit.response, await pay('apple-token')).data.status).toBe('success');
    expect(parse(createDeposit.response, await pay('applepay-sandbox-decline')).data.status).toBe('failed');
    // What the cashier sends: the JSON of the payment token's paymentData.
    expect(
      parse(createDeposit.response, await pay(JSON.stringify({ version: 'EC_v1', data: 'applepay-sandbox-decline' })))
        .data.status,
    ).toBe('failed');
    expect(
      parse(createDeposit.response, await pay(JSON.stringify({ version: 'EC_v1', data: 'sandbox-1' }))).data.status,
    ).toBe('success');
    expectNoSandboxBug(h.sandbox);
  });

  it('Apple Pay merchant validation: a session for an Apple Pay gateway URL only, and none without financial operations', async () => {
    const h = signedIn('verified');
    const validate = (validationURL: string, headers?: Record<string, string>) =>
      callSandbox(h.sandbox, 'POST', '/rest/payments/apple-pay/validate-merchant/', {
        sessionId: h.sessionId,
        headers,
        body: { validationURL },
      });
    const session = parse(
      validateApplePayMerchant.response,
      await validate(APPLE_PAY_SANDBOX_VALIDATION_URL, { origin: 'http://127.0.0.1:3000' }),
    ).data;
    expect(session.merchantSessionIdentifier).toMatch(/^SSH_SANDBOX_/);
    expect(session).toMatchObject({ domainName: '127.0.0.1', expiresAt: NOW + 5 * 60 * 1000 });
    expect(
      parse(
        validateApplePayMerchant.response,
        await validate('https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/paymentSession'),
      ).data.domainName,
    ).toBe('localhost');

    for (const url of [
      'https://evil.example.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.evil.example/x',
    ]) {
      const refused = await validate(url);
      expect(refused.status).toBe(422);
      expect(errorOf(refused).errors?.validationURL).toBe('not an Apple Pay gateway');
    }
    // The contract refuses plain http before the handler runs.
    expect((await validate('http://apple-pay-gateway.apple.com/paymentservices/startSession')).status).toBe(400);

    const blocked = signedIn('blocked');
    const answer = await callSandbox(blocked.sandbox, 'POST', '/rest/payments/apple-pay/validate-merchant/', {
      sessionId: blocked.sessionId,
      body: { validationURL: APPLE_PAY_SANDBOX_VALIDATION_URL },
    });
    expect(answer.status).toBe(403);
    expect(h.sandbox.admin.deposits('verified')).toHaveLength(0);
    expectNoSandboxBug(h.sandbox);
  });

  it('Trustly: a linked account is pending then success; a new bank goes through the approval page; removing a provider hides it', async () => {
    const h = signedIn('verified');
    const linked = parse(
      createDeposit.response,
      await deposit(h, { presetId: 'pkg-20', methodId: 'trustly', trustlyTokenId: 'trustly-vera-chase' }),
    ).data;
    expect(linked.status).toBe('pending');
    for (let i = 0; i < PENDING_CHECKS; i += 1) await check(h, linked.paymentId);
    expect((await check(h, linked.paymentId)).status).toBe('success');

    const fresh = parse(createDeposit.response, await deposit(h, { presetId: 'pkg-20', methodId: 'trustly' })).data;
    expect(fresh.status).toBe('pending');
    expect(new URL(fresh.redirectUrl ?? '').pathname).toBe('/trustly/');
    expect(h.sandbox.admin.provider.decideTrustly(fresh.paymentId, true, 'Sandbox Credit Union')).toMatchObject({
      ok: true,
    });
    expect((await check(h, fresh.paymentId)).status).toBe('success');

    const listed = async () =>
      parse(
        getInputMethods.response,
        await h.get('/rest/cash/input/methods/?presetId=pkg-20'),
      ).data.trustlyProviders.map((item) => item.tokenId);
    expect(await listed()).toHaveLength(3);
    expect(
      dataOf(await h.post('/rest/payments/remove-method/', { methodType: 'trustly', tokenId: 'trustly-vera-chase' })),
    ).toEqual({ tokenId: 'trustly-vera-chase' });
    expect(await listed()).not.toContain('trustly-vera-chase');
    expect(
      (await h.post('/rest/payments/remove-method/', { methodType: 'trustly', tokenId: 'trustly-vera-chase' })).status,
    ).toBe(404);
    expect(
      (await deposit(h, { presetId: 'pkg-20', methodId: 'trustly', trustlyTokenId: 'trustly-vera-chase' })).status,
    ).toBe(404);
    expect(
      dataOf(await h.post('/rest/payments/remove-method/', { methodType: 'card', tokenId: 'card-vera-mc' })),
    ).toEqual({ tokenId: 'card-vera-mc' });
    expect(h.sandbox.admin.player('verified').cards.map((card) => card.id)).toEqual(['card-vera-visa']);
    expectNoSandboxBug(h.sandbox);
  });

  it('PayPal: init (idempotent) → approve → check captures once; cancel fails', async () => {
    const h = signedIn('verified');
    const body = { idempotencyKey: newKey(), presetId: 'pkg-50', methodId: 'paypal' };
    const init = parse(initPaypal.response, await h.post('/rest/payments/deposit/paypal-init/', body)).data;
    expect(parse(initPaypal.response, await h.post('/rest/payments/deposit/paypal-init/', body)).data).toEqual(init);
    expect(new URL(init.approvalUrl).pathname).toBe('/paypal/');
    const checkBody = { paymentId: init.paymentId, orderId: init.orderId };
    expect(result(await h.post('/rest/payments/deposit/paypal-check/', checkBody)).status).toBe('pending');
    expect(h.sandbox.admin.provider.decidePaypal(init.paymentId, init.orderId, true)).toMatchObject({ ok: true });
    expect(result(await h.post('/rest/payments/deposit/paypal-check/', checkBody)).status).toBe('success');
    expect(result(await h.post('/rest/payments/deposit/paypal-check/', checkBody)).status).toBe('success');
    expect(h.sandbox.admin.player('verified').balance).toBe(310);

    const other = parse(
      initPaypal.response,
      await h.post('/rest/payments/deposit/paypal-init/', { ...body, idempotencyKey: newKey() }),
    ).data;
    h.sandbox.admin.provider.decidePaypal(other.paymentId, other.orderId, false);
    const canceled = result(
      await h.post('/rest/payments/deposit/paypal-check/', { paymentId: other.paymentId, orderId: other.orderId }),
    );
    expect(canceled.status).toBe('failed');
    expect(canceled.failedMessageText).toMatch(/canceled/);
    const history = parse(getHistory.response, await h.get('/rest/cash/history/all/')).data;
    expect(history.items.find((item) => item.id === other.paymentId)?.status).toBe('canceled');
    expectNoSandboxBug(h.sandbox);
  });

  it('PayPal: an approved order is captured by the deposit check too (reload or return in another window), once', async () => {
    const h = signedIn('verified');
    const body = { idempotencyKey: newKey(), presetId: 'pkg-50', methodId: 'paypal' };
    const init = parse(initPaypal.response, await h.post('/rest/payments/deposit/paypal-init/', body)).data;
    const check = async () =>
      (dataOf(await h.get(`/rest/cash/deposit/check/?paymentId=${init.paymentId}`)) as { status: string }).status;
    expect(await check()).toBe('pending');
    h.sandbox.admin.provider.decidePaypal(init.paymentId, init.orderId, true);
    expect(await check()).toBe('success');
    expect(
      result(await h.post('/rest/payments/deposit/paypal-check/', { paymentId: init.paymentId, orderId: init.orderId }))
        .status,
    ).toBe('success');
    expect(await check()).toBe('success');
    expect(h.sandbox.admin.player('verified').balance).toBe(310);
    expectNoSandboxBug(h.sandbox);
  });

  it('deposits show in history (newest first, paged) and the Trustpilot invitation goes out once for a success', async () => {
    const h = signedIn('verified');
    const paid = result(await cardPay(h, { presetId: 'pkg-10', savedCardId: 'card-vera-visa' }));
    const history = parse(getHistory.response, await h.get('/rest/cash/history/all/?page=1')).data;
    expect(history.items[0]).toMatchObject({
      id: paid.paymentId,
      status: 'closed',
      method: 'Visa •••• 4242',
      cancelable: false,
    });
    expect(history.totalItems).toBe(6);
    expect(history.items.find((item) => item.id === 'tx-vera-5')?.cancelable).toBe(true);
    expect(dataOf(await h.post('/rest/cash/trustpilot/', { paymentId: paid.paymentId }))).toMatchObject({
      invited: true,
    });
    expect(dataOf(await h.post('/rest/cash/trustpilot/', { paymentId: paid.paymentId }))).toEqual({
      invited: false,
      reviewUrl: null,
    });
    expect(
      dataOf(
        await h.post('/rest/cash/survey/', {
          context: 'deposit-failed',
          answers: [{ questionId: 'q1', value: 'too expensive' }],
        }),
      ),
    ).toEqual({});
    expect((await h.get('/rest/cash/deposit/check/?paymentId=pay_9999')).status).toBe(404);
    expectNoSandboxBug(h.sandbox);
  });

  it('Kount and antifraud base match', async () => {
    const h = signedIn('verified');
    expect(dataOf(await h.post('/rest/fraud-detectors/kount/init-payment/', {}))).toMatchObject({
      merchantId: '100100',
      environment: 'test',
    });
    expect(dataOf(await h.get('/rest/fraud-detectors/antifraud-base-match'))).toEqual({
      status: 'allowed',
      reason: null,
    });
    const blocked = signedIn('blocked');
    expect(dataOf(await blocked.get('/rest/fraud-detectors/antifraud-base-match'))).toMatchObject({
      status: 'restricted',
    });
    expectNoSandboxBug(h.sandbox);
  });
});

describe('every deposit read keeps its contract for every player', () => {
  it.each(PLAYER_IDS)('%s', async (playerId) => {
    const h = signedIn(playerId);
    const urls = [
      '/rest/cash/cards/',
      '/rest/cash/cards/?presetId=pkg-10',
      '/rest/cash/cards/?promoOfferPresetId=promo-welcome',
      '/rest/cash/input/promo-offer/constructor/',
      '/rest/cash/input/light-cash/',
      '/rest/payments/deposit/',
      '/rest/payments/deposit/?method_id=card',
      '/rest/cash/history/all/',
      '/rest/cash/history/in/?page=1',
      '/rest/cash/history/out/?page=3',
      '/rest/fraud-detectors/antifraud-base-match',
      ...['pkg-10', 'pkg-20', 'pkg-50', 'pkg-100', 'promo-welcome-25'].map(
        (presetId) => `/rest/cash/input/methods/?presetId=${presetId}`,
      ),
    ];
    for (const url of urls) {
      const answer = await h.get(url);
      expect([200, 403, 404]).toContain(answer.status);
    }
    expect((await h.post('/rest/fraud-detectors/kount/init-payment/', { paymentId: 'pay_0001' })).status).toBe(200);
    expectNoSandboxBug(h.sandbox);
  });
});
