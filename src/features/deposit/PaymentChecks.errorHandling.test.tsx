import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { type FaultSpec } from '@test/support/sandbox';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import type { CashierEventType } from '@contracts/host/events';
import { getEventBus } from '@/shared/events/bus';
import { renderCashier } from '@test/support/renderCashier';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest();

const BASE_MATCH = 'GET /rest/fraud-detectors/antifraud-base-match';
const KOUNT = 'POST /rest/fraud-detectors/kount/init-payment/';
const CARD_PAY = 'POST /rest/payments/deposit/card-pay/';
const WATCHED = new Set([BASE_MATCH, KOUNT, CARD_PAY]);

interface Recorded {
  call: string;
  body: { idempotencyKey?: string; cardToken?: string } | null;
}

/** The antifraud and card-pay requests, in order, with their JSON bodies. */
function recordCalls(): Recorded[] {
  const calls: Recorded[] = [];
  const listener = ({ request }: { request: Request }) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (!WATCHED.has(call)) return;
    const entry: Recorded = { call, body: null };
    calls.push(entry);
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body: Recorded['body']) => (entry.body = body));
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return calls;
}

const CHECKS_FAILED =
  'We could not finish the security check before your payment, so nothing was sent for payment and you were not charged.';

async function openSavedCards() {
  const rendered = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
  await screen.findByRole('group', { name: 'Saved cards' }, T);
  return rendered;
}

/** With `fault` set on the call `callId`: records the watched calls and opens the saved cards. */
async function openSavedCardsWithFault(callId: string, fault: FaultSpec) {
  sandbox.admin.setFault(callId, fault);
  const calls = recordCalls();
  const { user } = await openSavedCards();
  return { calls, user };
}

type User = Awaited<ReturnType<typeof openSavedCards>>['user'];

/** Presses "Try again" in the error `alert` and waits for the payment's result screen. */
async function tryAgainToResult(user: User, alert: HTMLElement): Promise<void> {
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
}

const FAULTS: [string, FaultSpec, string][] = [
  ['HTTP 500', { kind: 'status', status: 500 }, 'The server could not complete the request'],
  ['HTTP 503', { kind: 'status', status: 503 }, 'The server could not complete the request'],
  ['a timeout', { kind: 'hang' }, 'The server took too long to answer'],
  ['a dropped connection', { kind: 'abort' }, 'We could not reach the server'],
  ['a body that is not JSON', { kind: 'malformed' }, 'The server sent an answer we could not read'],
  ['a broken contract', { kind: 'contract' }, 'The server sent data we did not expect'],
];

const CHECKS = [
  { callId: 'fraud.getAntifraudBaseMatch', before: [BASE_MATCH] },
  { callId: 'fraud.initKountPayment', before: [BASE_MATCH, KOUNT] },
];

describe('deposit: an antifraud check that fails', () => {
  describe.each(CHECKS)('$callId', ({ callId, before }) => {
    it.each(FAULTS)(
      '%s: no payment, a translated error; Try again re-runs the checks and pays once',
      async (_name, fault, message) => {
        // A server error is logged as a warning; a transport or contract fault is not.
        if (fault.kind === 'status')
          expectConsole('warn', `[cashier] ${callId} failed with HTTP ${fault.status}: sandbox fault`);
        const { calls, user } = await openSavedCardsWithFault(callId, fault);
        const selected = screen.getByRole('radio', { checked: true });
        await user.click(screen.getByRole('button', { name: /^Pay / }));

        const alert = await screen.findByRole('alert', {}, T);
        expect(alert).toHaveTextContent(CHECKS_FAILED);
        expect(alert).toHaveTextContent(message);
        expect(calls.map((entry) => entry.call)).toEqual(before);
        expect(sandbox.admin.deposits('verified')).toHaveLength(0);
        // The picker is as the player left it.
        expect(screen.getByRole('radio', { checked: true })).toBe(selected);
        expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();

        sandbox.admin.clearFault(callId);
        await tryAgainToResult(user, alert);
        expect(calls.map((entry) => entry.call)).toEqual([...before, BASE_MATCH, KOUNT, CARD_PAY]);
        expect(sandbox.admin.deposits('verified')).toHaveLength(1);
      },
    );
  });

  it('keeps the payment intent: a card-pay whose answer was lost is told as unknown, and a retry after a failed check sends the same idempotency key, one deposit', async () => {
    const { calls, user } = await openSavedCardsWithFault('deposit.payByCard', { kind: 'abort', times: 1 });
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const notice = (await screen.findByText(/cannot tell yet whether your payment started/, {}, T)).closest(
      '[data-cashier-outcome]',
    );
    if (!(notice instanceof HTMLElement)) throw new Error('no outcome notice');
    expect(notice).toHaveAttribute('data-cashier-outcome', 'unknown');
    expect(screen.queryByRole('alert')).toBeNull();

    sandbox.admin.setFault('fraud.initKountPayment', { kind: 'status', status: 503, times: 1 });
    expectConsole('warn', '[cashier] fraud.initKountPayment failed with HTTP 503: sandbox fault');
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CHECKS_FAILED), T);

    const alert = screen.getByRole('alert');
    await tryAgainToResult(user, alert);
    expect(calls.map((entry) => entry.call)).toEqual([
      BASE_MATCH,
      KOUNT,
      CARD_PAY,
      BASE_MATCH,
      KOUNT,
      BASE_MATCH,
      KOUNT,
      CARD_PAY,
    ]);
    const keys = calls.filter((entry) => entry.call === CARD_PAY).map((entry) => entry.body?.idempotencyKey);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('new card: the widget token was never sent, so Try again pays with it after the check recovers', async () => {
    const { calls, user } = await openSavedCardsWithFault('fraud.getAntifraudBaseMatch', {
      kind: 'status',
      status: 500,
    });
    expectConsole('warn', '[cashier] fraud.getAntifraudBaseMatch failed with HTTP 500: sandbox fault');
    await user.click(screen.getByRole('button', { name: 'Use a new card' }));
    const frame = screen.getByTitle('Card details');
    if (!(frame instanceof HTMLIFrameElement)) throw new Error('card widget is not an iframe');
    const outcome = sandbox.admin.provider.tokenizeCard({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'Vera Verified',
      save: false,
    });
    if (outcome.kind !== 'token') throw new Error(`the test card was not tokenized: ${outcome.kind}`);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: new URL(frame.src).origin,
          source: frame.contentWindow,
          data: { type: 'result', code: 'success', cardToken: outcome.cardToken },
        }),
      );
    });
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent(CHECKS_FAILED);
    expect(calls.map((entry) => entry.call)).toEqual([BASE_MATCH]);

    sandbox.admin.clearFault('fraud.getAntifraudBaseMatch');
    await tryAgainToResult(user, alert);
    expect(calls.map((entry) => entry.call)).toEqual([BASE_MATCH, BASE_MATCH, KOUNT, CARD_PAY]);
    expect(calls.at(-1)?.body?.cardToken).toBe(outcome.cardToken);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it.each(['unauthorized', 'unauthorized-body'] as const)(
    '%s on a check: the host is told the session ended, nothing is paid',
    async (kind) => {
      const events: CashierEventType[] = [];
      cleanups.push(getEventBus().onAny((type) => events.push(type)));
      const { calls, user } = await openSavedCardsWithFault('fraud.getAntifraudBaseMatch', { kind });
      await user.click(screen.getByRole('button', { name: /^Pay / }));
      await waitFor(() => expect(events).toContain('open-auth-modal'), T);
      expect(events).toContain('logout');
      expect(calls.map((entry) => entry.call)).toEqual([BASE_MATCH]);
      expect(sandbox.admin.deposits('verified')).toHaveLength(0);
    },
  );
});
