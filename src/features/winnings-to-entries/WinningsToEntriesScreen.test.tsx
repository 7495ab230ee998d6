import { waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { screen } from '@test/support/screen';
import { T, recordBalanceEvents, recordRequests, setUpCashierTest } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { clearField, expectAmountMessages } from '@test/support/forms';

const { sandbox, server, cleanups } = setUpCashierTest();
const PATH = '/cash/winnings-to-entries/';
const isConvert = (call: string) => call === 'POST /rest/cash/input/winnings-to-entries/';

describe('winnings-to-entries/', () => {
  it('shows the winnings and rate, converts a preset once, shows the entries and new balances and tells the host', async () => {
    const posts = recordRequests(server, cleanups, isConvert);
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: PATH });
    expect(await screen.findByRole('heading', { name: 'Convert winnings to entries' }, T)).toBeInTheDocument();
    expect(screen.getByText('120.50 USD')).toBeInTheDocument();
    expect(screen.getByText('1 USD = 100 entries')).toBeInTheDocument();
    const presets = within(screen.getByRole('group', { name: 'Suggested amounts' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual([
      '5.00 USD',
      '10.00 USD',
      '25.00 USD',
      '50.00 USD',
      '100.00 USD',
    ]);
    await user.click(screen.getByRole('button', { name: '25.00 USD' }));
    expect(screen.getByRole('button', { name: '25.00 USD' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^25\.00 USD of winnings → 2.500 entries\.$/)).toBeInTheDocument();
    // The answer waits until both presses are in: an answer that came between them would put the second press on
    // the result screen (where it moves focus, as a press on any text of the dialog does), not on the button.
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('*/rest/cash/input/winnings-to-entries/', () => answered.then(() => undefined)));
    await user.dblClick(screen.getByRole('button', { name: 'Convert 25.00 USD' }));
    answer();
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toHaveFocus();
    expect(screen.getByText(/^2.500$/)).toBeInTheDocument();
    expect(screen.getByText('95.50 USD')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ amount: 25, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/) });
    expect(balances).toEqual([{ balance: 250, currency: 'USD' }]);
    expect(sandbox.admin.players().find((player) => player.id === 'verified')?.winnings).toBe(95.5);

    await user.click(screen.getByRole('button', { name: 'Convert more' }));
    expect(await screen.findByText('95.50 USD', {}, T)).toBeInTheDocument();
  });

  it('checks the typed amount with a clear message and keeps what was typed; a valid amount clears it', async () => {
    const posts = recordRequests(server, cleanups, isConvert);
    const { user } = renderCashier({ path: PATH });
    const input = await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T);
    await user.type(input, '12.505');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount such as 10 or 10.50.');
    expect(input).toHaveValue('12.505');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectAmountMessages(user, input, [
      ['0.5', 'The smallest conversion is 1.00 USD.'],
      ['200', 'You can convert up to 120.50 USD.'],
      // Over the 500.00 maximum too, but the winnings are the limit that binds: one limit, never both.
      ['600', 'You can convert up to 120.50 USD.'],
    ]);
    await clearField(user, input);
    await user.type(input, '12.5');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(/^12\.50 USD of winnings → 1.250 entries\.$/)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('takes a decimal comma as redeem does (docs/product/constants.md#typed-amounts) and converts that amount', async () => {
    const posts = recordRequests(server, cleanups, isConvert);
    const { user } = renderCashier({ path: PATH });
    const input = await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T);
    await user.type(input, '10,5');
    expect(screen.getByText(/^10\.50 USD of winnings → 1.050 entries\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Convert 10.50 USD' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts).toEqual([expect.objectContaining({ body: expect.objectContaining({ amount: 10.5 }) })]);
  });

  it('says so when there are no winnings to convert', async () => {
    sandbox.admin.loginAs('new');
    renderCashier({ path: PATH });
    expect(await screen.findByText('You have no winnings to convert right now.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
