import { within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { redeemAndConfirm } from '@test/support/redeem';
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

describe('redeem-success/: the receipt', () => {
  it('says the state in words, names the arrival estimate and the reference, and leads to the redemptions in the history', async () => {
    const { user, location } = renderCashier({ path: '/cash/redeem/' });
    await user.click(await screen.findByRole('button', { name: /^Bank transfer \(ACH\)/ }, T));
    await screen.findByRole('radio', { checked: true }, T);
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '30');
    await redeemAndConfirm(user, '30.00 USD');
    const receipt = await screen.findByRole('region', { name: 'Redemption requested' }, T);
    // The header names the screen; the heading says the state: never "successful" over a pending redemption.
    expect(screen.getByRole('dialog', { name: 'Redemption receipt' })).toBeInTheDocument();
    expect(within(receipt).getByText('Usually 3–5 business days after approval')).toBeInTheDocument();
    // A fee: what arrives is said too.
    expect(within(receipt).getByText('1.50 USD')).toBeInTheDocument();
    expect(within(receipt).getByText('28.50 USD')).toBeInTheDocument();
    const reference = receipt.querySelector('[data-reference]');
    expect(reference?.textContent).toMatch(/\S+/);
    await user.click(within(receipt).getByRole('button', { name: 'View in history' }));
    expect(location()).toBe('/cash/history/?tab=out');
    expect(await screen.findByRole('tab', { name: 'Redemptions', selected: true }, T)).toBeInTheDocument();
  });
});
