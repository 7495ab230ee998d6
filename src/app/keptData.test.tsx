import { act, screen, waitFor, within } from '@testing-library/react';
import { getEventBus } from '@/shared/events/bus';
import { FIRST_SCREEN_FRESH_S } from '@/shared/api/baseApi';
import { callSandbox, dataOf } from '@/shared/testing/sandbox';
import { setUpCashierTest, T } from '@/shared/testing/cashierTest';
import { renderCashier } from '@/shared/testing/renderCashier';

const { sandbox, server, cleanups } = setUpCashierTest();
const REAL_TIMERS = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
  'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
] as const;
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.style.overflow = '';
});

/** How many GET /rest/cash/cards/ (the packages) the cashier has sent. */
function countCards() {
  const sent = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/rest/cash/cards/') sent.count += 1;
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return sent;
}

/** Opens the deposit screen until its packages show, then closes the cashier (back to the lobby). */
async function openAndClose(links: Record<string, string> = {}) {
  const rendered = renderCashier({ path: '/lobby/', links });
  await rendered.user.click(screen.getByRole('link', { name: 'Open cashier' }));
  await screen.findByRole('list', { name: 'Choose a package' }, T);
  await rendered.user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
  return rendered;
}

async function reopen(user: ReturnType<typeof renderCashier>['user']) {
  await user.click(screen.getByRole('link', { name: 'Open cashier' }));
  await screen.findByRole('dialog', {}, T);
}

describe('first-screen data is kept across opens', () => {
  it('a re-open shows the packages at once and refreshes them in the background once they are a few seconds old', async () => {
    const cards = countCards();
    const { user } = await openAndClose();
    expect(cards.count).toBe(1);
    // Within the fresh window: shown from the cache, nothing sent.
    await reopen(user);
    expect(screen.getByRole('list', { name: 'Choose a package' })).toBeInTheDocument();
    expect(screen.queryByText('Loading packages…')).not.toBeInTheDocument();
    expect(cards.count).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);

    // Older than that: still shown at once, and sent again behind it.
    // Only the clock moves (RTK Query reads `new Date()`); timers stay real.
    jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
    jest.setSystemTime(Date.now() + (FIRST_SCREEN_FRESH_S + 1) * 1000);
    await reopen(user);
    expect(screen.getByRole('list', { name: 'Choose a package' })).toBeInTheDocument();
    expect(screen.queryByText('Loading packages…')).not.toBeInTheDocument();
    await waitFor(() => expect(cards.count).toBe(2), T);
  }, 20000);

  it.each([
    ['re-init-data', () => getEventBus().emit('re-init-data', { reason: 'signed-in' })],
    ['a logout', () => getEventBus().emit('logout', { reason: 'player' })],
  ])('drops them on %s: the next open loads the packages again', async (_, event) => {
    const cards = countCards();
    const { user } = await openAndClose();
    act(event);
    await reopen(user);
    // Within the fresh window kept data is not sent again (see above): a second request means it was dropped.
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(cards.count).toBe(2);
  }, 20000);

  it('drops them after a payment: the next open loads the packages again', async () => {
    const cards = countCards();
    const { user } = await openAndClose({ 'Payment result': '/cash/pending/' });
    // A deposit the player made (here straight against the sandbox), whose result the cashier then shows.
    const idempotencyKey = 'key-kept-data';
    const answer = await callSandbox(sandbox, 'POST', '/rest/payments/deposit/', {
      body: { idempotencyKey, presetId: 'pkg-50', offerType: 'regular', methodId: 'neosurf', paymentToken: 'NSVALID201' },
    });
    const { paymentId } = dataOf(answer) as { paymentId: string };
    sessionStorage.setItem(
      'cashier.deposit.intent',
      JSON.stringify({ idempotencyKey, presetId: 'pkg-50', promoOfferPresetId: null, offerType: 'regular', methodId: 'neosurf', paymentId }),
    );
    await user.click(screen.getByRole('link', { name: 'Payment result' }));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(await within(dialog).findByRole('heading', { name: 'Payment successful' }, { timeout: 8000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    await reopen(user);
    // Within the fresh window kept data is not sent again (see above): a second request means it was dropped.
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(cards.count).toBe(2);
  }, 30000);
});
