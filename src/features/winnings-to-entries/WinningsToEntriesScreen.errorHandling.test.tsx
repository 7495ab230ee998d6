import { screen } from '@test/support/screen';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { T, recordBalanceEvents, recordRequests, setUpCashierTest, spyOnLoggedErrors } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import type { FaultSpec } from '@test/support/sandbox';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest();
const PATH = '/cash/winnings-to-entries/';
const URL = 'http://localhost/rest/cash/input/winnings-to-entries/';

/** Records the conversions the cashier sends. */
const recordConversions = () =>
  recordRequests(server, cleanups, (call) => call === 'POST /rest/cash/input/winnings-to-entries/');

/** The first conversion gets `answer`; the next ones reach the sandbox. */
const answerFirstConversion = (answer: () => Response) => server.use(http.post(URL, answer, { once: true }));

/** Types `amount` (USD) into the form and clicks Convert. */
async function convert(user: UserEvent, amount: number) {
  await user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), String(amount));
  await user.click(screen.getByRole('button', { name: `Convert ${amount.toFixed(2)} USD` }));
}

/** Converts 5 USD while the sandbox's conversion call has `fault` (its errors logged, silenced). */
async function convertFiveWith(fault: FaultSpec) {
  spyOnLoggedErrors(cleanups);
  const posts = recordConversions();
  sandbox.admin.setFault('winningsToEntries.convertWinningsToEntries', fault);
  const rendered = renderCashier({ path: PATH });
  await convert(rendered.user, 5);
  return { posts, ...rendered };
}

/** The signed-in player's winnings on the server. */
const winnings = () => sandbox.admin.players().find((player) => player.id === 'verified')?.winnings;

describe('winnings-to-entries/ when calls fail or their answers are lost', () => {
  it('a lost answer (network) is never "nothing was converted": the winnings are re-read, the notice says it is not confirmed, and Try again sends the same key once', async () => {
    const errors = spyOnLoggedErrors(cleanups);
    const posts = recordConversions();
    answerFirstConversion(() => HttpResponse.error());
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: PATH });
    await convert(user, 10);
    expect(
      await screen.findByText(/could not confirm whether your conversion of 10.00 USD went through/, {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing was converted.')).toBeNull();
    // The re-read mounts the form again with fresh data: what the player typed is kept.
    expect(screen.getByRole('textbox', { name: 'Amount to convert (USD)' })).toHaveValue('10');
    expect(errors).toHaveBeenCalledWith('winnings to entries: the answer to a conversion was lost', expect.anything());
    expect(balances).toEqual([]);
    expect(winnings()).toBe(120.5);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(balances).toHaveLength(1);
  });

  it('a lost answer is judged after the re-read even when the page clock stands still (both answers carry the same time)', async () => {
    spyOnLoggedErrors(cleanups);
    // A page whose clock is held (a test clock, a frozen tab): every answer of the query has the same timestamp.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-02T10:00:00Z'));
    cleanups.push(() => now.mockRestore());
    answerFirstConversion(() => HttpResponse.error());
    const { user } = renderCashier({ path: PATH });
    await convert(user, 10);
    expect(
      await screen.findByText(/could not confirm whether your conversion of 10.00 USD went through/, {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Checking your winnings/)).toBeNull();
  });

  it('a definite refusal (4xx) says nothing was converted and keeps the amount; the next try is a new intent', async () => {
    spyOnLoggedErrors(cleanups);
    const posts = recordConversions();
    answerFirstConversion(() => HttpResponse.json({ success: false, message: 'Not now' }, { status: 422 }));
    const { user } = renderCashier({ path: PATH });
    await convert(user, 10);
    expect(await screen.findByText('Nothing was converted.', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount to convert (USD)' })).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect((posts[1]?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (posts[0]?.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('a contract-breaking answer to a conversion that happened: the re-read shows it went through, and converting again after a reopen is not sent with a new key', async () => {
    const { posts, unmount } = await convertFiveWith({ kind: 'contract', times: 1 });
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(screen.queryByText('Nothing was converted.')).toBeNull();
    expect(winnings()).toBe(115.5);
    expect(posts).toHaveLength(1);
    unmount();

    // Closed and opened again: the same amount is a new conversion only now that the first one is settled.
    const again = renderCashier({ path: PATH });
    await convert(again.user, 5);
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
  });

  it('a lost answer, then the cashier closed before the player saw the outcome: reopening re-reads and retrying the same amount sends the same key', async () => {
    const { posts, unmount } = await convertFiveWith({ kind: 'abort', times: 1 });
    expect(await screen.findByText(/could not confirm whether/, {}, T)).toBeInTheDocument();
    unmount();

    const again = renderCashier({ path: PATH });
    expect(await screen.findByText(/could not confirm whether/, {}, T)).toBeInTheDocument();
    await convert(again.user, 5);
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(winnings()).toBe(115.5);
  });

  it('a failed load shows the translated error with Try again, which loads the screen', async () => {
    spyOnLoggedErrors(cleanups);
    // The first load fails; Try again reaches the sandbox.
    server.use(
      http.get(URL, () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }), { once: true }),
    );
    expectConsole('warn', '[cashier] winningsToEntries.getWinningsToEntries failed with HTTP 503: Down');
    const { user } = renderCashier({ path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, T));
    expect(await screen.findByRole('heading', { name: 'Convert winnings to entries' }, T)).toBeInTheDocument();
  });
});
