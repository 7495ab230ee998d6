import { screen } from '@test/support/screen';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

setUpCashierTest();

describe('redeem-success/', () => {
  it('without a redemption (a reload, a typed URL) says so and leads back to redeem', async () => {
    const { user, location } = renderCashier({ path: '/cash/redeem-success/' });
    expect(await screen.findByText('There is no redemption to show.', {}, T)).toBeInTheDocument();
    // The header says the same, not "Redemption successful".
    expect(await screen.findByRole('dialog', { name: 'No redemption to show' }, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to redeem' }));
    expect(location()).toBe('/cash/redeem/');
  });
});
