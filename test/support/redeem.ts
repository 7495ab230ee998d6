import { screen } from '@test/support/screen';
import { recordRequests, T, type setUpCashierTest } from './cashierTest';
import { renderCashier } from './renderCashier';

/**
 * Opens redeem on Amazon Cash as the `near-limit` player, past the method's "Not now" offer, recording the
 * cash-output requests (`POST /rest/cash/output…`) from the start.
 */
export async function openAmazonCashAsNearLimit({ sandbox, server, cleanups }: ReturnType<typeof setUpCashierTest>) {
  sandbox.admin.loginAs('near-limit');
  const requests = recordRequests(server, cleanups, (call) => call.startsWith('POST /rest/cash/output'));
  const rendered = renderCashier({ path: '/cash/redeem/' });
  await rendered.user.click(await screen.findByRole('button', { name: /^Amazon Cash/ }, T));
  await rendered.user.click(await screen.findByRole('button', { name: 'Not now' }, T));
  return { requests, ...rendered };
}

/**
 * The two presses a redemption takes (docs/product/redeem.md, "Review"): the form's Redeem, then the review's Confirm.
 * `amount` as the buttons say it ("20.00 USD").
 */
export async function redeemAndConfirm(user: { click: (element: Element) => Promise<void> }, amount: string) {
  await user.click(screen.getByRole('button', { name: `Redeem ${amount}` }));
  await user.click(await screen.findByRole('button', { name: `Confirm and redeem ${amount}` }, T));
}
