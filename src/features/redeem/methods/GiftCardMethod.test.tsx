import { screen } from '@test/support/screen';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { allowConsole } from '@test/support/console';
import { failCall } from '@test/support/serverErrors';

const { sandbox, server } = setUpCashierTest({ player: 'near-limit' });
// The sandbox's Amazon e-mail pattern is refused (it may backtrack) and logged once per file, by whichever test shows
// the field first (src/features/redeem/fieldRules.test.ts checks that log).
beforeEach(() => allowConsole('warn', /ignoring a server-sent field pattern that may backtrack catastrophically/));

async function openAmazonCash() {
  const rendered = renderCashier({ path: '/cash/redeem/' });
  await rendered.user.click(await screen.findByRole('button', { name: /^Amazon Cash/ }, T));
  return rendered;
}

describe('Amazon Cash gift-card account', () => {
  it('asks to confirm while unconfirmed, shows the disclaimer; confirming (200) hides the popup for good', async () => {
    const { user } = await openAmazonCash();
    const popup = await screen.findByRole('dialog', { name: 'Confirm your Amazon Cash account' }, T);
    expect(screen.getByText(/Amazon Cash is a gift-card account/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Amazon Cash' }));
    expect(await screen.findByText('Your Amazon Cash account is confirmed.', {}, T)).toBeInTheDocument();
    expect(popup).not.toBeInTheDocument();
    expect(sandbox.admin.player('near-limit').giftCard.confirmed).toBe(true);
  });

  it('a failed confirmation keeps the popup with the error, and the account unconfirmed', async () => {
    failCall(server, 'paynup.confirmAmazonGiftCard', { status: 500, message: 'Down' });
    const { user } = await openAmazonCash();
    await user.click(await screen.findByRole('button', { name: 'Confirm Amazon Cash' }, T));
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm your Amazon Cash account' })).toBeInTheDocument();
    expect(sandbox.admin.player('near-limit').giftCard.confirmed).toBe(false);
  });

  it('Not now closes the popup; a confirmed player sees none', async () => {
    const first = await openAmazonCash();
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }, T));
    expect(screen.queryByRole('dialog', { name: 'Confirm your Amazon Cash account' })).not.toBeInTheDocument();
    expect(sandbox.admin.player('near-limit').giftCard.confirmed).toBe(false);
    first.unmount();
    sandbox.admin.loginAs('verified');
    await openAmazonCash();
    await screen.findByLabelText('Amount to redeem (USD)', {}, T);
    expect(screen.queryByRole('dialog', { name: 'Confirm your Amazon Cash account' })).not.toBeInTheDocument();
  });
});
