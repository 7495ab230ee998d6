import { within } from '@testing-library/react';
import { pageText, screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { exampleResponseData } from '@contracts/api/examples';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { keepStartedDeposit } from '@test/support/depositIntent';
import { renderCashier } from '@test/support/renderCashier';

/*
 * The success screen opened cold (a reload with a payment in flight, a return from a provider's page): the payment
 * step's chunk never loaded in this page, and the screen still names every line of its summary in words, never by
 * a message key (docs/product/deposit.md).
 */
const { server } = setUpCashierTest();
const CHECK = 'http://localhost/rest/cash/deposit/check/';
const success = exampleResponseData['deposit.checkDeposit'];

describe('success/ opened cold', () => {
  it('names the coins and the bonus in words', async () => {
    keepStartedDeposit('verified', 'pay-cold', {
      presetId: 'preset-10',
      promoOfferPresetId: null,
      offerType: 'regular',
      methodId: 'm-card',
    });
    server.use(http.get(CHECK, () => HttpResponse.json({ success: true, data: { ...success, status: 'success' } })));
    renderCashier({ path: '/cash/deposit/' });
    const heading = await screen.findByRole('heading', { name: 'Payment successful' }, T);
    const summary = within(heading.closest('section') ?? document.body);
    expect(summary.getByText('Coins')).toBeInTheDocument();
    expect(summary.getByText('Bonus')).toBeInTheDocument();
    expect(pageText()).not.toMatch(/deposit\.summary\./);
  });
});
