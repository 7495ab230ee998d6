import { screen } from '@test/support/screen';
import { redeemAndConfirm } from '@test/support/redeem';
import { http } from 'msw';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { server } = setUpCashierTest();

describe('redeem/: a redemption on its way', () => {
  it('no saved destination can be removed while a redemption is in flight (docs/architecture.md, "Money moves exactly once")', async () => {
    // The redemption's answer is held until the test lets it through; then the sandbox answers as usual.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('http://localhost/rest/payments/withdraw-card/', async () => {
        await held;
        return undefined;
      }),
    );
    const { user } = renderCashier({ path: '/cash/redeem/' });
    expect(await screen.findByText('Winnings you can redeem', {}, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Visa or Mastercard/ }));
    const removeOther = await screen.findByRole('button', { name: 'Remove Mastercard •••• 5454' }, T);
    expect(removeOther).toBeEnabled();
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '20');
    await redeemAndConfirm(user, '20.00 USD');
    // In flight: neither the destination paid to nor another one can be removed.
    expect(screen.getByRole('button', { name: 'Remove Mastercard •••• 5454' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Visa •••• 4242' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
  });
});
