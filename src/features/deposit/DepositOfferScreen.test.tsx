import { within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { sandbox, server } = setUpCashierTest();

describe('deposit-by-money/offer/', () => {
  it('shows the promo offer and buys its package with a saved card, sending promoOfferPresetId', async () => {
    const bodies: Record<string, unknown>[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.method === 'POST') bodies.push((await request.clone().json()) as Record<string, unknown>);
    };
    server.events.on('request:start', listener);
    const { user } = renderCashier({ path: '/cash/deposit-by-money/offer/' });
    const list = await screen.findByRole('list', { name: 'Welcome bundle' }, T);
    expect(screen.getByText('Double coins on your first bundle.')).toBeInTheDocument();
    await user.click(within(list).getAllByRole('button')[0]);
    await screen.findByRole('dialog', { name: 'Payment method' }, T);
    const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
    await user.click(within(methods).getByRole('button', { name: /card/i }));
    await screen.findByRole('dialog', { name: 'Select a card' }, T);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
    server.events.removeListener('request:start', listener);
    const pay = bodies.find((body) => 'idempotencyKey' in body);
    expect(pay).toMatchObject({ promoOfferPresetId: 'promo-welcome' });
    expect(pay).not.toHaveProperty('presetId');
  });

  it('shows a translated error with Try again when the offer fails to load', async () => {
    server.use(http.get('http://localhost/rest/cash/input/promo-offer/constructor/', () => HttpResponse.error()));
    renderCashier({ path: '/cash/deposit-by-money/offer/' });
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('We could not reach the server');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the offer is gone for a player without one', async () => {
    sandbox.admin.loginAs('near-limit');
    renderCashier({ path: '/cash/deposit-by-money/offer/' });
    expect(await screen.findByText('This offer is not available any more.', {}, T)).toBeInTheDocument();
  });
});
