import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { widgetOrigin } from './Card/useCardWidgetChannel';

const { server } = setUpCashierTest();

describe('provider pages are framed and followed over https only (loopback excepted)', () => {
  it.each([
    ['http://widget.example/card/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<p>x</p>', null],
    ['https://widget.example/card/?a=1', 'https://widget.example'],
    ['http://127.0.0.1:3002/card/', 'http://127.0.0.1:3002'],
  ])('the card widget %s is framed with origin %s', (url, origin) => {
    expect(widgetOrigin(url)).toBe(origin);
  });

  it.each([
    ['http://paypal.example/approve?token=1', false],
    ['https://paypal.example/approve?token=1', true],
  ])('the PayPal approval page %s is linked: %s', async (approvalUrl, linked) => {
    server.use(
      http.post('http://localhost/rest/payments/deposit/paypal-init/', () =>
        HttpResponse.json({ success: true, data: { paymentId: 'pay-pp', orderId: 'order-1', approvalUrl } }),
      ),
    );
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/paypal/' });
    await user.click(await screen.findByRole('button', { name: /with PayPal/ }, T));
    expect(
      await screen.findByText('Approve the payment on PayPal, then come back and complete it.', {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open PayPal (new window)' }) !== null).toBe(linked);
  });
});
