import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installSandboxServer } from '../../../host-demo/sandbox/testServer';
import { renderCashier } from '../../shared/testing/renderCashier';

const { sandbox, server } = installSandboxServer();
afterEach(() => sessionStorage.clear());
beforeEach(() => sandbox.admin.loginAs('verified'));
const T = { timeout: 5000 };

describe('questionnaire/ and thank-you/', () => {
  it('posts the answers and thanks the player', async () => {
    const { user, location } = renderCashier({ path: '/cash/questionnaire/' });
    await user.click(await screen.findByRole('button', { name: 'Send answers' }, T));
    expect(screen.getByRole('alert')).toHaveTextContent('Answer at least one question.');
    await user.type(screen.getByLabelText('How was your purchase?'), 'Smooth');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/thank-you/');
  }, 15000);

  it('keeps the answers and shows a translated error when posting fails', async () => {
    server.use(http.post('http://localhost/rest/cash/survey/', () => HttpResponse.json({ success: false, statusCode: 500, message: 'Down' }, { status: 500 })));
    const { user } = renderCashier({ path: '/cash/questionnaire/' });
    await user.type(await screen.findByLabelText('How was your purchase?', {}, T), 'Smooth');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('The server could not complete the request');
    expect(screen.getByLabelText('How was your purchase?')).toHaveValue('Smooth');
  }, 15000);

  it('thank-you/ without a payment offers another purchase', async () => {
    const { user, location } = renderCashier({ path: '/cash/thank-you/' });
    await user.click(await screen.findByRole('button', { name: 'Buy another package' }, T));
    expect(location()).toBe('/cash/deposit-by-money/');
  }, 15000);

  it('thank-you/: a failed Trustpilot request shows an error with Try again', async () => {
    sessionStorage.setItem(
      'cashier.deposit.intent',
      JSON.stringify({ idempotencyKey: 'key-12345678', presetId: 'pkg-50', promoOfferPresetId: null, offerType: 'regular', methodId: 'card', paymentId: 'pay-x' }),
    );
    server.use(http.post('http://localhost/rest/cash/trustpilot/', () => HttpResponse.error()));
    const { user } = renderCashier({ path: '/cash/thank-you/' });
    await user.click(await screen.findByRole('button', { name: 'Leave a review on Trustpilot' }, T));
    const alert = await screen.findByRole('alert', {}, T);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 15000);
});
