import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cashRoutes, type CashRoute } from '@/app/routeTable';
import { setUpCashierTest, T } from '@/shared/testing/cashierTest';
import { renderCashier } from '@/shared/testing/renderCashier';

const { server, cleanups } = setUpCashierTest();
afterEach(() => jest.restoreAllMocks());

const CARDS = 'http://localhost/rest/cash/cards/';
const LIGHT_CASH = 'http://localhost/rest/cash/input/light-cash/';

/** Counts the GETs of `url`; the first `failures` of them answer 500 (Infinity: every one). */
function failing(url: string, failures: number) {
  const sent = { count: 0 };
  let answered!: () => void;
  const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
  server.use(
    http.get(url, () => {
      sent.count += 1;
      setTimeout(answered, 50);
      if (sent.count <= failures) return HttpResponse.json({ success: false, statusCode: 500, message: 'Boom' }, { status: 500 });
      return undefined;
    }),
  );
  return { sent, firstAnswered };
}

/** Holds the route's screen chunk until `until` settles, so the prefetch's answer comes before the screen subscribes. */
function holdChunk(routeId: string, until: Promise<void>) {
  const route = cashRoutes.find((candidate) => candidate.id === routeId) as CashRoute;
  const load = route.screen;
  const spy = jest.spyOn(route, 'screen').mockImplementation(() => until.then(load));
  cleanups.push(() => spy.mockRestore());
}

// A screen whose chunk is in renders (and subscribes) at once; each test holds the chunk of a route not loaded yet
// (loaded screens are kept per page, module state), so the prefetch's answer comes before the screen subscribes.
describe('deposit: the first screen’s calls are prefetched on entering', () => {
  it('sends the packages and the quick deposit before the screen’s chunk is in; a failing quick deposit is sent once', async () => {
    const cards = failing(CARDS, 0);
    const lightCash = failing(LIGHT_CASH, Infinity);
    holdChunk('deposit', Promise.all([cards.firstAnswered, lightCash.firstAnswered]).then(() => undefined));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCashier({ path: '/cash/deposit/' });
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cards.sent.count).toBe(1);
    // Not doubled by the screen subscribing after the prefetch failed; the package list works without it.
    expect(lightCash.sent.count).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Quick deposit' })).not.toBeInTheDocument();
  });

  it('shows a packages failure met before the screen subscribed once, without sending it again; Try again sends it', async () => {
    const cards = failing(CARDS, 1);
    holdChunk('depositByMoney', cards.firstAnswered);
    const { user } = renderCashier({ path: '/cash/deposit-by-money/' });
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('The server could not complete the request');
    // Nothing re-sent behind the player's back: the one-off failure is what the screen shows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cards.sent.count).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(cards.sent.count).toBe(2);
  });
});
