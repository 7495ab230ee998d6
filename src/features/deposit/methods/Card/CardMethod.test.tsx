import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { recordRequests, setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest();
let requests: ReturnType<typeof recordRequests> = [];
beforeEach(() => {
  requests = recordRequests(server, cleanups);
});

describe('card widget frame', () => {
  // jsdom has no layout: test/e2e/deposit-providers.e2e.ts measures the Pay button inside the real frame.
  it('is tall enough to show the provider form down to its Pay button without scrolling inside the frame', async () => {
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    await user.click(await screen.findByRole('button', { name: 'Use a new card' }, T));
    expect(screen.getByTitle('Card details')).toHaveStyle({ minHeight: '420px' });
  });

  it('takes the height the widget page tells, so nothing scrolls or is cut off inside it; a height off the schema is ignored', async () => {
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    await user.click(await screen.findByRole('button', { name: 'Use a new card' }, T));
    const frame = screen.getByTitle('Card details');
    if (!(frame instanceof HTMLIFrameElement)) throw new Error('card widget is not an iframe');
    const post = (data: unknown) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { origin: new URL(frame.src).origin, source: frame.contentWindow, data }),
        );
      });
    post({ type: 'size', height: 873 });
    const ignored = expectConsole('warn', '[cashier] ignored a card widget message that breaks its schema');
    expect(frame).toHaveStyle({ height: '873px', minHeight: '0' });
    post({ type: 'size', height: -5 });
    post({ type: 'size', height: '99' });
    expect(ignored.calls).toHaveLength(2);
    expect(frame).toHaveStyle({ height: '873px' });
    post({ type: 'size', height: 9000 });
    expect(frame).toHaveStyle({ height: '2000px' });
  });
});

describe('removing a saved card', () => {
  const VISA = 'Remove Visa **** 4242, expires 12/30';
  const QUESTION = 'Remove Visa **** 4242, expires 12/30 from your saved cards?';
  const removals = () => requests.filter((request) => request.call === 'POST /rest/payments/remove-method/');

  it('asks first and sends nothing on Keep or Escape, focus back on Remove', async () => {
    const before = sandbox.admin.player('verified').cards.length;
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    const cards = await screen.findByRole('group', { name: 'Saved cards' }, T);
    await user.click(within(cards).getByRole('button', { name: VISA }));

    const confirm = screen.getByRole('group', { name: QUESTION });
    expect(confirm).toHaveTextContent(QUESTION);
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: QUESTION })).not.toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: VISA })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: QUESTION })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: QUESTION })).not.toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: VISA })).toHaveFocus();
    // Escape closed only the step: the picker (and the cashier) stay open.
    expect(screen.getByRole('group', { name: 'Saved cards' })).toBeInTheDocument();

    expect(removals()).toHaveLength(0);
    expect(sandbox.admin.player('verified').cards).toHaveLength(before);
  });

  it('removes it on the server once confirmed, drops it from the list for good, announces it and moves focus to the next card', async () => {
    const before = sandbox.admin.player('verified').cards.length;
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    const cards = await screen.findByRole('group', { name: 'Saved cards' }, T);
    await user.click(within(cards).getByRole('button', { name: VISA }));
    await user.click(within(screen.getByRole('group', { name: QUESTION })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Visa **** 4242, expires 12/30 removed from your saved cards.')).toBeInTheDocument();
    await waitFor(() => expect(within(cards).queryByRole('button', { name: VISA })).not.toBeInTheDocument());
    expect(removals()).toHaveLength(1);
    expect(sandbox.admin.player('verified').cards).toHaveLength(before - 1);
    const left = within(cards).getByRole('radio', { name: /^Mastercard \*\*\*\* 4444/ });
    expect(left).toBeChecked();
    await waitFor(() => expect(left).toHaveFocus());

    // Closing the picker and opening the card method again shows the cached list without the card.
    await user.click(screen.getByRole('button', { name: 'Close card selection' }));
    await user.click(await screen.findByRole('button', { name: /credit or debit card/i }));
    const again = await screen.findByRole('group', { name: 'Saved cards' }, T);
    expect(within(again).queryByRole('radio', { name: /^Visa/ })).not.toBeInTheDocument();
    expect(within(again).getByRole('radio', { name: /^Mastercard/ })).toBeInTheDocument();
  });

  it('keeps the card when the server refuses, says so in the confirm step with Try again, and Try again removes it', async () => {
    const before = sandbox.admin.player('verified').cards.length;
    sandbox.admin.setFault('deposit.removeMethod', { kind: 'status', status: 503 });
    expectConsole('warn', '[cashier] deposit.removeMethod failed with HTTP 503: sandbox fault');
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    const cards = await screen.findByRole('group', { name: 'Saved cards' }, T);
    await user.click(within(cards).getByRole('button', { name: VISA }));
    const confirm = screen.getByRole('group', { name: QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    const alert = await within(confirm).findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('The server could not complete the request');
    expect(within(cards).getByRole('radio', { name: /^Visa \*\*\*\* 4242/ })).toBeInTheDocument();
    expect(sandbox.admin.player('verified').cards).toHaveLength(before);

    sandbox.admin.clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(cards).queryByRole('radio', { name: /^Visa \*\*\*\* 4242/ })).not.toBeInTheDocument(),
    );
    expect(sandbox.admin.player('verified').cards).toHaveLength(before - 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a saved card with 3-D Secure at payment', () => {
  const CHALLENGE = 'Confirm the payment with your bank';

  /** Pays the package with Vera's saved Mastercard, whose payment asks for 3-D Secure (the sandbox's pay-3ds card). */
  async function payWithSavedMastercard() {
    const rendered = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    const cards = await screen.findByRole('group', { name: 'Saved cards' }, T);
    await rendered.user.click(within(cards).getByRole('radio', { name: /^Mastercard \*\*\*\* 4444/ }));
    await rendered.user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));
    return rendered;
  }

  it('shows the bank challenge inside the cashier at once, with no extra click; the answer is checked at once and succeeds', async () => {
    await payWithSavedMastercard();
    const frame = await screen.findByTitle(CHALLENGE, {}, T);
    const [payment] = sandbox.admin.deposits('verified');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/3ds/');
    expect(src.searchParams.get('paymentId')).toBe(payment.id);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
    expect(screen.queryByRole('link', { name: 'Confirm the payment (new window)' })).not.toBeInTheDocument();
    // Only as a way out for a bank page that will not show in a frame: the same page, in a new window.
    expect(screen.getByRole('link', { name: 'Bank page not showing? Open it in a new window' })).toHaveAttribute(
      'href',
      src.href,
    );

    // The player passes the check in the frame: its page loads the first time, then again with the answer.
    sandbox.admin.provider.completePaymentChallenge(payment.id, true);
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('a failed challenge goes to failed/ with the bank text', async () => {
    const { location } = await payWithSavedMastercard();
    const frame = await screen.findByTitle(CHALLENGE, {}, T);
    const [payment] = sandbox.admin.deposits('verified');
    sandbox.admin.provider.completePaymentChallenge(payment.id, false);
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/failed/pkg-50/regular/card/');
    expect(await screen.findByText('3-D Secure authentication failed. No money was taken.', {}, T)).toBeInTheDocument();
  });
});
