/** @jest-environment node */
import { createSandbox, type Sandbox } from './model';
import type { PlayerId } from './account/players';
import { SWITCH_CODE_LOG_KIND } from './suspended/routes';
import { callSandbox, dataOf, type TestAnswer } from './testRequests';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');

interface Harness {
  sandbox: Sandbox;
  get(url: string): Promise<TestAnswer>;
  post(url: string, body?: unknown): Promise<TestAnswer>;
}

function signedIn(playerId: PlayerId): Harness {
  const sandbox = createSandbox({ now: () => NOW });
  const { sessionId } = sandbox.admin.login(playerId);
  return {
    sandbox,
    get: (url) => callSandbox(sandbox, 'GET', url, { sessionId }),
    post: (url, body) => callSandbox(sandbox, 'POST', url, { sessionId, body }),
  };
}

/** The last code the sandbox "e-mailed" (the log is the player's mailbox). */
function lastCode(sandbox: Sandbox): string {
  const sent = sandbox.admin.log({ kind: SWITCH_CODE_LOG_KIND }).filter((entry) => entry.message.startsWith('code '));
  const code = /^code (\d+) /.exec(sent.at(-1)?.message ?? '')?.[1];
  if (code === undefined) throw new Error('no code was e-mailed');
  return code;
}

interface EffectCase {
  callId: string;
  player: PlayerId;
  /** Steps the call needs first (a PayPal order to capture); their own effects are not this call's. */
  prepare?: (h: Harness) => Promise<unknown>;
  /** One request of the call; sent twice, exactly alike. */
  send: (h: Harness, prepared: unknown) => Promise<TestAnswer>;
  /** Effects after the same request twice: 1 when the second changes nothing (idempotent), 2 when it acts again. */
  afterTwice: 1 | 2;
}

const key = (name: string) => `effects-test-${name}-0001`;

/** Every money-moving or irreversible call of issue [11] (test/faults/lost.ts lists the same ids). */
const CASES: EffectCase[] = [
  {
    callId: 'deposit.payByCard',
    player: 'verified',
    prepare: async (h) => {
      const outcome = h.sandbox.admin.provider.tokenizeCard({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
        holderName: 'Test Holder',
        save: false,
      });
      if (outcome.kind !== 'token') throw new Error('no card token');
      return outcome.cardToken;
    },
    send: (h, cardToken) =>
      h.post('/rest/payments/deposit/card-pay/', {
        idempotencyKey: key('card'),
        presetId: 'pkg-20',
        methodId: 'card',
        cardToken,
      }),
    afterTwice: 1,
  },
  {
    callId: 'deposit.createDeposit',
    player: 'verified',
    send: (h) =>
      h.post('/rest/payments/deposit/', {
        idempotencyKey: key('trustly'),
        presetId: 'pkg-20',
        methodId: 'trustly',
        trustlyTokenId: 'trustly-vera-chase',
      }),
    afterTwice: 1,
  },
  {
    callId: 'deposit.createDeposit',
    player: 'verified',
    send: (h) =>
      h.post('/rest/payments/deposit/', {
        idempotencyKey: key('neosurf'),
        presetId: 'pkg-20',
        methodId: 'neosurf',
        paymentToken: 'NSVALID001',
      }),
    afterTwice: 1,
  },
  {
    callId: 'deposit.createDeposit',
    player: 'verified',
    send: (h) =>
      h.post('/rest/payments/deposit/', {
        idempotencyKey: key('apple'),
        presetId: 'pkg-10',
        methodId: 'applePay',
        paymentToken: 'apple-token',
      }),
    afterTwice: 1,
  },
  {
    callId: 'deposit.initPaypal',
    player: 'verified',
    send: (h) =>
      h.post('/rest/payments/deposit/paypal-init/', {
        idempotencyKey: key('paypal'),
        presetId: 'pkg-50',
        methodId: 'paypal',
      }),
    afterTwice: 1,
  },
  {
    callId: 'deposit.checkPaypal',
    player: 'verified',
    prepare: async (h) => {
      const init = dataOf(
        await h.post('/rest/payments/deposit/paypal-init/', {
          idempotencyKey: key('capture'),
          presetId: 'pkg-50',
          methodId: 'paypal',
        }),
      ) as { paymentId: string; orderId: string };
      h.sandbox.admin.provider.decidePaypal(init.paymentId, init.orderId, true);
      return { paymentId: init.paymentId, orderId: init.orderId };
    },
    send: (h, order) => h.post('/rest/payments/deposit/paypal-check/', order),
    afterTwice: 1,
  },
  ...(
    [
      ['redeem.createTrustlyWithdrawal', 'withdraw-trustly', 'wd-trustly-1111'],
      ['redeem.createCardWithdrawal', 'withdraw-card', 'wd-card-4242'],
      ['redeem.createAptPayWithdrawal', 'withdraw-apt-pay', 'wd-aptpay-2222'],
      ['redeem.createAchAptPayWithdrawal', 'withdraw-ach-apt-pay', 'wd-achapt-3333'],
      ['redeem.createAchWithdrawal', 'withdraw-ach', 'wd-ach-6789'],
    ] as const
  ).map(([callId, slug, providerId]): EffectCase => ({
    callId,
    player: 'verified',
    send: (h) => h.post(`/rest/payments/${slug}/`, { idempotencyKey: key(slug), amount: 20, providerId }),
    afterTwice: 1,
  })),
  {
    callId: 'redeem.createOutput',
    player: 'near-limit',
    send: (h) => h.post('/rest/cash/output/', { idempotencyKey: key('output'), amount: 10, methodId: 'out-card' }),
    afterTwice: 1,
  },
  {
    callId: 'redeem.createOutputByRequisite',
    player: 'verified',
    send: (h) =>
      h.post('/rest/cash/output/by-requisite/', {
        idempotencyKey: key('requisite'),
        amount: 10,
        methodId: 'out-amazon',
        requisites: { email: 'vera@example.com' },
      }),
    afterTwice: 1,
  },
  {
    callId: 'winningsToEntries.convertWinningsToEntries',
    player: 'verified',
    send: (h) => h.post('/rest/cash/input/winnings-to-entries/', { idempotencyKey: key('convert'), amount: 10 }),
    afterTwice: 1,
  },
  // A cancel of a row that is already canceled is refused and changes nothing.
  {
    callId: 'history.cancelTransaction',
    player: 'verified',
    send: (h) => h.post('/rest/cash/history/output/tx-vera-5/'),
    afterTwice: 1,
  },
  // Every accepted upload is a document the platform keeps: a second upload is a second effect.
  {
    callId: 'player.uploadDocument',
    player: 'new',
    send: (h) =>
      h.post('/rest/player/documents/', {
        documentType: 'passport',
        fileName: 'passport.png',
        mimeType: 'image/png',
        contentBase64: 'iVBORw0KGgo=',
      }),
    afterTwice: 2,
  },
  // The same limit again changes nothing.
  {
    callId: 'player.specifyDailyLimit',
    player: 'near-limit',
    send: (h) => h.post('/rest/player/specify-daily-limit/', { limit: 300 }),
    afterTwice: 1,
  },
  // Every send e-mails a code.
  {
    callId: 'switchAccount.sendSwitchCode',
    player: 'duplicate-switch',
    send: (h) => h.post('/rest/switch-account/code/send/', { flow: 'keepDuplicateAccount' }),
    afterTwice: 2,
  },
  {
    callId: 'switchAccount.checkSwitchCode',
    player: 'duplicate-switch',
    prepare: async (h) => {
      await h.post('/rest/switch-account/code/send/', { flow: 'keepDuplicateAccount' });
      return lastCode(h.sandbox);
    },
    // The second check finds the account switched already (409): no second effect.
    send: (h, code) => h.post('/rest/switch-account/code/check/', { confirm_code: code, flow: 'keepDuplicateAccount' }),
    afterTwice: 1,
  },
  // Free coins are granted once per cooldown: asking again grants nothing.
  {
    callId: 'rewards.receiveFreeCoins',
    player: 'verified',
    send: (h) => h.get('/rest/free-coins/receive/'),
    afterTwice: 1,
  },
];

describe('sandbox effect counter', () => {
  it.each(CASES.map((item) => [item.callId, item] as const))(
    '%s counts one effect per change, none for a request that changes nothing',
    async (callId, item) => {
      const h = signedIn(item.player);
      const prepared = item.prepare ? await item.prepare(h) : undefined;
      const before = h.sandbox.admin.effects();
      expect(h.sandbox.admin.effectCount(callId)).toBe(before[callId] ?? 0);
      const first = await item.send(h, prepared);
      expect(first.status).toBe(200);
      expect(h.sandbox.admin.effectCount(callId)).toBe((before[callId] ?? 0) + 1);
      expect(h.sandbox.admin.effectCount(callId, item.player)).toBe((before[callId] ?? 0) + 1);
      await item.send(h, prepared);
      expect(h.sandbox.admin.effectCount(callId)).toBe((before[callId] ?? 0) + item.afterTwice);
      expect(h.sandbox.admin.log({ kind: 'sandbox-bug' })).toEqual([]);
    },
  );

  it('the same daily limit again, later, changes nothing (the limit in force keeps its start)', async () => {
    let clock = NOW;
    const sandbox = createSandbox({ now: () => clock });
    const { sessionId } = sandbox.admin.login('near-limit');
    const set = () =>
      callSandbox(sandbox, 'POST', '/rest/player/specify-daily-limit/', { sessionId, body: { limit: 300 } });
    expect((await set()).status).toBe(200);
    const first = sandbox.admin.player('near-limit').dailyLimit;
    clock += 60_000;
    expect((await set()).status).toBe(200);
    expect(sandbox.admin.player('near-limit').dailyLimit).toEqual(first);
    expect(sandbox.admin.effectCount('player.specifyDailyLimit')).toBe(1);
  });

  it('reads change nothing: opening the cashier and its screens counts no effect', async () => {
    const h = signedIn('verified');
    for (const url of [
      '/rest/app/init/',
      '/rest/cash/',
      '/rest/cash/cards/',
      '/rest/cash/history/all/',
      '/rest/cash/input/winnings-to-entries/',
      '/rest/cash/output/methods/',
      '/rest/player/getProfile/',
    ]) {
      expect((await h.get(url)).status).toBe(200);
    }
    expect(h.sandbox.admin.effects()).toEqual({});
  });

  it('a refused call is no effect', async () => {
    const h = signedIn('verified');
    expect(
      (await h.post('/rest/cash/input/winnings-to-entries/', { idempotencyKey: key('too-much'), amount: 9999 })).status,
    ).toBe(422);
    expect((await h.post('/rest/cash/history/output/tx-unknown/')).status).toBe(404);
    expect(h.sandbox.admin.effects()).toEqual({});
  });

  it('the admin API gives the counts, for all calls or one call (and one player); a reset clears them', async () => {
    const h = signedIn('verified');
    await h.post('/rest/cash/input/winnings-to-entries/', { idempotencyKey: key('admin'), amount: 10 });
    expect(dataOf(await callSandbox(h.sandbox, 'GET', '/__sandbox/effects'))).toEqual({
      'winningsToEntries.convertWinningsToEntries': 1,
    });
    expect(
      dataOf(
        await callSandbox(
          h.sandbox,
          'GET',
          '/__sandbox/effects/winningsToEntries.convertWinningsToEntries?playerId=verified',
        ),
      ),
    ).toEqual({
      callId: 'winningsToEntries.convertWinningsToEntries',
      playerId: 'verified',
      count: 1,
    });
    expect(
      dataOf(
        await callSandbox(
          h.sandbox,
          'GET',
          '/__sandbox/effects/winningsToEntries.convertWinningsToEntries?playerId=new',
        ),
      ),
    ).toMatchObject({ count: 0 });
    expect((await callSandbox(h.sandbox, 'GET', '/__sandbox/effects/no.such.call')).status).toBe(404);
    h.sandbox.admin.reset();
    expect(h.sandbox.admin.effects()).toEqual({});
  });
});
