import { act, within } from '@testing-library/react';
import { queryInPage, screen } from '@test/support/screen';
import { clearField } from '@test/support/forms';
import type { UserEvent } from '@testing-library/user-event';
import { recordRequests, setUpCashierTest, spyOnLoggedErrors, T } from '@test/support/cashierTest';
import { expectTryAgainWhenLoadFails } from '@test/support/failedLoad';
import { renderCashier } from '@test/support/renderCashier';
import { refuseCall } from '@test/support/serverErrors';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest({ player: 'near-limit' });
const isLimitCall = (call: string) => call === 'POST /rest/player/specify-daily-limit/';

const row = (label: string) => screen.getByText(label).closest('div');

/** Types `amount` as the new daily limit, once the screen shows, and clicks Set limit. */
async function setLimit(user: UserEvent, amount: string) {
  await user.type(await screen.findByLabelText('New daily limit (USD)', {}, T), amount);
  await user.click(screen.getByRole('button', { name: 'Set limit' }));
}

/** Continues in the "Change your limit?" dialog and expects the thanks: the raise to 800.00 USD applies later. */
async function confirmRaiseTo800(user: UserEvent) {
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Change your limit?' }, T)).getByRole('button', {
      name: 'Continue',
    }),
  );
  expect(await screen.findByRole('dialog', { name: 'Thank you' }, T)).toHaveTextContent(
    /Your new limit, 800.00 USD, applies from .+ Until then 500.00 USD stays in force/,
  );
}

describe('play-responsible/', () => {
  it('shows the figures; lowering applies at once and thanks the player', async () => {
    const sent = recordRequests(server, cleanups, isLimitCall);
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    expect(await screen.findByText('Limit in force', {}, T)).toBeInTheDocument();
    expect(row('Limit in force')).toHaveTextContent('500.00 USD');
    expect(row('Deposited today')).toHaveTextContent('450.00 USD');
    expect(row('Left today')).toHaveTextContent('50.00 USD');
    await user.type(screen.getByLabelText('New daily limit (USD)'), '450');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' }, T);
    expect(thanks).toHaveTextContent('Your daily limit is now 450.00 USD.');
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('You reached today’s limit. You can deposit again tomorrow.', {}, T),
    ).toBeInTheDocument();
    expect(row('Left today')).toHaveTextContent('0.00 USD');
    expect(sent.map((request) => request.body)).toEqual([{ limit: 450 }]);
  });

  it('raising asks first, and the answer says when it applies', async () => {
    const sent = recordRequests(server, cleanups, isLimitCall);
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    await setLimit(user, '800');
    const confirm = await screen.findByRole('dialog', { name: 'Change your limit?' }, T);
    expect(confirm).toHaveTextContent('raising your daily limit to 800.00 USD');
    await user.click(within(confirm).getByRole('button', { name: 'Keep my limit' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    await confirmRaiseTo800(user);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Your new limit', {}, T)).toBeInTheDocument();
    expect(row('Limit in force')).toHaveTextContent('500.00 USD');
    expect(sent.map((request) => request.body)).toEqual([{ limit: 800 }]);
  });

  it('the same limit can be chosen again after another change (lower, raise, then back to the lower one)', async () => {
    const sent = recordRequests(server, cleanups, isLimitCall);
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    const amount = await screen.findByLabelText('New daily limit (USD)', {}, T);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Thank you' }, T)).getByRole('button', { name: 'OK' }),
    );
    await user.type(amount, '800');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change your limit?' }, T)).getByRole('button', {
        name: 'Continue',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Thank you' }, T)).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByText('Your new limit', {}, T)).toBeInTheDocument();
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, T)).toHaveTextContent(
      'Your daily limit is now 300.00 USD.',
    );
    expect(sent.map((request) => request.body)).toEqual([{ limit: 300 }, { limit: 800 }, { limit: 300 }]);
    expect(sandbox.admin.player('near-limit').dailyLimit).toMatchObject({ limitSum: 300, playerLimit: 300 });
  });

  it('a player without a limit sets a first one at once', async () => {
    sandbox.admin.loginAs('verified');
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    expect(await screen.findByText('No limit', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New daily limit (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, T)).toHaveTextContent(
      'Your daily limit is now 100.00 USD.',
    );
  });
});

describe('play-responsible/: errors', () => {
  it('a bad amount is refused in place and nothing is sent', async () => {
    const sent = recordRequests(server, cleanups, isLimitCall);
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    const amount = await screen.findByLabelText('New daily limit (USD)', {}, T);
    for (const bad of ['0', '-5', '12.345', 'abc']) {
      await clearField(user, amount);
      await user.type(amount, bad);
      await user.click(screen.getByRole('button', { name: 'Set limit' }));
      expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('Enter an amount above 0, like 100 or 49.99.');
    }
    expect(amount).toHaveValue('abc');
    expect(sent).toEqual([]);
  });

  it('a refused change (4xx) says it failed and keeps the figures and the input, with Try again', async () => {
    const sent = recordRequests(server, cleanups, isLimitCall);
    refuseCall(server, 'player.specifyDailyLimit', { status: 422, message: 'Not now', once: true });
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    await setLimit(user, '300');
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not now');
    expect(queryInPage('[data-cashier-outcome]')).toBeNull();
    expect(screen.getByLabelText('New daily limit (USD)')).toHaveValue('300');
    expect(row('Limit in force')).toHaveTextContent('500.00 USD');
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).not.toBeInTheDocument();
    expect(sandbox.admin.player('near-limit').dailyLimit.limitSum).toBe(500);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, T)).toHaveTextContent(
      'Your daily limit is now 300.00 USD.',
    );
    expect(sent).toHaveLength(2);
  });

  it('a double click sends the change once', async () => {
    sandbox.admin.setFault('player.specifyDailyLimit', { kind: 'delay', delayMs: 300, times: 1 });
    const sent = recordRequests(server, cleanups, isLimitCall);
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    await user.type(await screen.findByLabelText('New daily limit (USD)', {}, T), '300');
    await user.dblClick(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, T)).toHaveTextContent(
      'Your daily limit is now 300.00 USD.',
    );
    expect(sent).toHaveLength(1);
  });

  it('a lost answer to a change that happened (contract-breaking body) is not a failure: the figures are re-read and the thank-you says what is in force', async () => {
    const errors = spyOnLoggedErrors(cleanups);
    const sent = recordRequests(server, cleanups, isLimitCall);
    sandbox.admin.setFault('player.specifyDailyLimit', { kind: 'contract', times: 1 });
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    await setLimit(user, '800');
    await confirmRaiseTo800(user);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(errors).toHaveBeenCalledWith('responsible play: the answer to a limit change was lost', expect.anything());
    expect(sent).toHaveLength(1);
  });

  it('a lost answer (dropped connection) says the change is not confirmed, never that it failed; Try again sends the same change once', async () => {
    spyOnLoggedErrors(cleanups);
    const sent = recordRequests(server, cleanups, isLimitCall);
    sandbox.admin.setFault('player.specifyDailyLimit', { kind: 'abort', times: 1 });
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    await setLimit(user, '300');
    expect(
      await screen.findByText(/could not confirm whether your daily limit was changed to 300.00 USD/, {}, T),
    ).toBeInTheDocument();
    expect(queryInPage('[data-cashier-outcome="unknown"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, T)).toHaveTextContent(
      'Your daily limit is now 300.00 USD.',
    );
    expect(sent.map((request) => request.body)).toEqual([{ limit: 300 }, { limit: 300 }]);
    expect(sandbox.admin.player('near-limit').dailyLimit).toMatchObject({ limitSum: 300, playerLimit: 300 });
  });

  it('a raise that reached the server but whose answer and re-read were lost: Try again is safe, the waiting time starts once', async () => {
    spyOnLoggedErrors(cleanups);
    const sent = recordRequests(server, cleanups, isLimitCall);
    const { user } = renderCashier({ path: '/cash/play-responsible/' });
    await setLimit(user, '800');
    const confirm = await screen.findByRole('dialog', { name: 'Change your limit?' }, T);
    sandbox.admin.setFault('player.specifyDailyLimit', { kind: 'contract', times: 1 });
    sandbox.admin.setFault('cash.getAppCash', { kind: 'abort', times: 1 });
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/could not confirm whether your daily limit was changed to 800.00 USD/, {}, T),
    ).toBeInTheDocument();
    const first = sandbox.admin.player('near-limit').dailyLimit;
    expect(first.playerLimit).toBe(800);
    // The re-read's last updates (the cash data refetch it started) land inside act, not after the test looked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, T)).toHaveTextContent(
      /Your new limit, 800.00 USD, applies from/,
    );
    expect(sent.map((request) => request.body)).toEqual([{ limit: 800 }, { limit: 800 }]);
    expect(sandbox.admin.player('near-limit').dailyLimit).toEqual(first);
  });

  it('a failed figures load offers Try again', () => {
    // The figures are the app cash; a dropped connection there is a fault the cashier logs.
    expectConsole('error', '[cashier] app cash load failed');
    return expectTryAgainWhenLoadFails(server, 'http://localhost/rest/cash/', '/cash/play-responsible/');
  }, 15000);
});
