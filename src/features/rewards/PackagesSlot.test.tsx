import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '@/shared/format/money';
import { callSandbox, type FaultSpec } from '@test/support/sandbox';
import { recordBalanceEvents, recordRequests, setUpCashierTest, spyOnLoggedErrors, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest();

const panel = async () => screen.findByRole('region', { name: 'Rewards' }, T);

/**
 * Opens the deposit and claims the free coins while the claim call has `fault` (the errors logged, silenced); records
 * the claims sent and the balances told to the host.
 */
async function claimWith(fault: FaultSpec) {
  const errors = spyOnLoggedErrors(cleanups);
  const balances = recordBalanceEvents(cleanups);
  const requests = recordRequests(server, cleanups, (call) => call.includes('/rest/free-coins/receive/'));
  sandbox.admin.setFault('rewards.receiveFreeCoins', fault);
  const rendered = renderCashier({ path: '/cash/deposit/' });
  const rewards = await panel();
  await rendered.user.click(await within(rewards).findByRole('button', { name: 'Claim free coins' }, T));
  return { errors, balances, requests, rewards, ...rendered };
}

describe('the rewards panel below the packages', () => {
  it('shows the streak this purchase advances, the money box, free coins and the collections with sized lazy artwork', async () => {
    renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    const streak = await within(rewards).findByRole('region', { name: 'Deposit streak' }, T);
    expect(streak).toHaveTextContent('Winter streak');
    expect(streak).toHaveTextContent('This purchase is deposit 1 of 5 in your streak.');
    expect(streak).toHaveTextContent('It unlocks 5 coins.');
    expect(streak).not.toHaveTextContent('bonus');
    const box = await within(rewards).findByRole('region', { name: 'Money box' }, T);
    expect(box).toHaveTextContent(`In your money box: ${formatMoney(0, 'USD')}`);
    expect(box).toHaveTextContent(`It holds up to ${formatMoney(50, 'USD')}.`);
    expect(box).toHaveTextContent(/It can be opened from /);
    expect(within(rewards).getByRole('button', { name: 'Claim free coins' })).toBeEnabled();
    const collections = within(rewards).getByRole('region', { name: 'Collections' });
    // The server's static info entries, in the server's order within each kind: magic box, rank league, seasons.
    expect(
      within(collections)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Collections', 'Magic box', 'Rank league', 'Winter season', 'Spring season']);
    expect(collections).toHaveTextContent('Starts when winter ends.');
    const images = [...rewards.querySelectorAll('img')];
    // The streak's skin and the four collection entries, each from the sandbox's artwork at the API origin.
    expect(images.map((image) => new URL(image.src).pathname)).toEqual([
      '/__sandbox/assets/rewards/winter.svg',
      '/__sandbox/assets/rewards/magic-box.svg',
      '/__sandbox/assets/rewards/rank-league.svg',
      '/__sandbox/assets/rewards/season-winter.svg',
      '/__sandbox/assets/rewards/season-spring.svg',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '96');
      expect(image).toHaveAttribute('height', '96');
      // The box around it has its size before the image arrives (no layout shift).
      expect(image.parentElement).toHaveStyle({
        width: image.closest('[aria-labelledby="rewards-streak-heading"]') ? '48px' : '40px',
      });
    }
    // The progress shown is saved for the success screen's animation.
    expect(JSON.parse(sessionStorage.getItem('cashier.depositStreakSaveData') ?? 'null')).toEqual({
      prevWheelProgress: 0,
    });
  }, 20000);

  it('shows in one piece once every part has answered, so no part pushes another below the packages', async () => {
    sandbox.admin.setFault('rewards.getMoneyBoxInfo', { kind: 'delay', delayMs: 800, times: 1 });
    renderCashier({ path: '/cash/deposit/' });
    await screen.findByRole('list', { name: 'Choose a package' }, T);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rewards' })).not.toBeInTheDocument());
    // The streak has answered by now, yet nothing of the panel shows while the money box is on its way.
    // In act: the streak's answer lands in this wait and updates the screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region', { name: 'Deposit streak' })).not.toBeInTheDocument();
    const rewards = await panel();
    expect(within(rewards).getByRole('region', { name: 'Money box' })).toBeInTheDocument();
    expect(within(rewards).getByRole('region', { name: 'Deposit streak' })).toBeInTheDocument();
  }, 20000);

  it('never nudges past the responsible-play limit: no streak nudge when the daily limit leaves no room', async () => {
    sandbox.admin.loginAs('near-limit');
    // $450 deposited today: a limit of $450 (lowering applies at once) leaves no room.
    await callSandbox(sandbox, 'POST', '/rest/player/specify-daily-limit/', { body: { limit: 450 } });
    renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    await within(rewards).findByRole('region', { name: 'Money box' }, T);
    expect(within(rewards).queryByRole('region', { name: 'Deposit streak' })).not.toBeInTheDocument();
  }, 20000);

  it('claims free coins once: notifies, tells the host the new balance, then the button waits for the next time', async () => {
    const balances = recordBalanceEvents(cleanups);
    const requests = recordRequests(server, cleanups, (call) => call.includes('/rest/free-coins/receive/'));
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const button = await within(await panel()).findByRole('button', { name: 'Claim free coins' }, T);
    await user.dblClick(button);
    const claimed = await screen.findByRole('button', { name: 'Claimed' }, T);
    expect(claimed).toBeDisabled();
    expect(await screen.findAllByText('You received 2 free coins.', {}, T)).not.toHaveLength(0);
    expect(screen.getByText(/^Next free coins: /)).toBeInTheDocument();
    expect(balances).toEqual([{ balance: 252, currency: 'USD' }]);
    await user.click(claimed);
    expect(requests).toHaveLength(1);
    expect(sandbox.admin.player('verified').balance).toBe(252);
  }, 20000);
});

describe('the rewards panel when calls fail', () => {
  it('shows each failed call with Try again, and the packages stay usable', async () => {
    sandbox.admin.setFault('rewards.getDepositStreakInfo', { kind: 'status', status: 500, times: 1 });
    sandbox.admin.setFault('rewards.getMoneyBoxInfo', { kind: 'status', status: 503, times: 1 });
    expectConsole('warn', '[cashier] rewards.getDepositStreakInfo failed with HTTP 500: sandbox fault');
    expectConsole('warn', '[cashier] rewards.getMoneyBoxInfo failed with HTTP 503: sandbox fault');
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    await waitFor(() => expect(within(rewards).getAllByRole('alert')).toHaveLength(2), T);
    expect(screen.getByRole('list', { name: 'Choose a package' })).toBeInTheDocument();
    for (const retry of within(rewards).getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await within(rewards).findByRole('region', { name: 'Deposit streak' }, T)).toBeInTheDocument();
    expect(await within(rewards).findByRole('region', { name: 'Money box' }, T)).toHaveTextContent(
      formatMoney(0, 'USD'),
    );
  }, 20000);

  it('a failed static info call: the collections say so with Try again, the streak shows without its artwork', async () => {
    sandbox.admin.setFault('rewards.getStaticInfo', { kind: 'status', status: 503, times: 1 });
    expectConsole('warn', '[cashier] rewards.getStaticInfo failed with HTTP 503: sandbox fault');
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    const streak = await within(rewards).findByRole('region', { name: 'Deposit streak' }, T);
    expect(streak).toHaveTextContent('This purchase is deposit 1 of 5 in your streak.');
    expect(streak.querySelector('img')).toBeNull();
    const alert = await within(rewards).findByRole('alert', {}, T);
    expect(alert).not.toHaveTextContent(/503|sandbox/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const collections = await within(rewards).findByRole('region', { name: 'Collections' }, T);
    expect(within(collections).getByRole('heading', { name: 'Magic box' })).toBeInTheDocument();
    expect(within(streak).getByText('Winter streak')).toBeInTheDocument();
  }, 20000);

  it('a refused free-coins claim (4xx) says it failed, changes nothing and can be tried again', async () => {
    const balances = recordBalanceEvents(cleanups);
    sandbox.admin.setFault('rewards.receiveFreeCoins', { kind: 'status', status: 429, times: 1 });
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    await user.click(await within(rewards).findByRole('button', { name: 'Claim free coins' }, T));
    const alert = await within(rewards).findByRole('alert', {}, T);
    expect(rewards.querySelector('[data-cashier-outcome]')).toBeNull();
    expect(balances).toEqual([]);
    expect(sandbox.admin.player('verified').balance).toBe(250);
    expect(within(rewards).getByRole('button', { name: 'Claim free coins' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(rewards).findByRole('button', { name: 'Claimed' }, T)).toBeDisabled();
    expect(balances).toEqual([{ balance: 252, currency: 'USD' }]);
  }, 20000);

  it('a lost answer to a claim that happened (contract-breaking body) is not a failure: the balance is re-read and says the coins arrived', async () => {
    const { errors, balances, requests, rewards } = await claimWith({ kind: 'contract', times: 1 });
    expect(
      await within(rewards).findByText(
        `Your free coins arrived. Your balance is now ${formatMoney(252, 'USD')}.`,
        {},
        T,
      ),
    ).toBeInTheDocument();
    expect(within(rewards).queryByRole('alert')).toBeNull();
    expect(errors).toHaveBeenCalledWith('rewards: the answer to a free-coins claim was lost', expect.anything());
    expect(balances).toEqual([{ balance: 252, currency: 'USD' }]);
    expect(requests).toHaveLength(1);
    expect(sandbox.admin.player('verified').balance).toBe(252);
  }, 20000);

  it('a lost answer (dropped connection) says the claim is not confirmed, never that it failed; Try again grants the coins once', async () => {
    const { balances, requests, rewards, user } = await claimWith({ kind: 'abort', times: 1 });
    expect(
      await within(rewards).findByText(/could not confirm whether you received your free coins/, {}, T),
    ).toBeInTheDocument();
    expect(rewards.querySelector('[data-cashier-outcome="unknown"]')).not.toBeNull();
    expect(within(rewards).queryByRole('alert')).toBeNull();
    await user.click(within(rewards).getByRole('button', { name: 'Try again' }));
    expect(await within(rewards).findByRole('button', { name: 'Claimed' }, T)).toBeDisabled();
    expect(requests).toHaveLength(2);
    expect(balances).toEqual([{ balance: 252, currency: 'USD' }]);
    expect(sandbox.admin.player('verified').balance).toBe(252);
  }, 20000);

  it('a lost claim, then the panel closed: reopening says it is not confirmed, and its Try again grants the coins once', async () => {
    spyOnLoggedErrors(cleanups);
    const requests = recordRequests(server, cleanups, (call) => call.includes('/rest/free-coins/receive/'));
    sandbox.admin.setFault('rewards.receiveFreeCoins', { kind: 'abort', times: 1 });
    const first = renderCashier({ path: '/cash/deposit/' });
    await first.user.click(await within(await panel()).findByRole('button', { name: 'Claim free coins' }, T));
    expect(
      await screen.findByText(/could not confirm whether you received your free coins/, {}, T),
    ).toBeInTheDocument();
    first.unmount();

    const again = renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    expect(
      await within(rewards).findByText(/could not confirm whether you received your free coins/, {}, T),
    ).toBeInTheDocument();
    await again.user.click(within(rewards).getByRole('button', { name: 'Try again' }));
    expect(await within(rewards).findByRole('button', { name: 'Claimed' }, T)).toBeDisabled();
    expect(within(rewards).queryByText(/could not confirm/)).toBeNull();
    expect(requests).toHaveLength(2);
    expect(sandbox.admin.player('verified').balance).toBe(252);
  }, 20000);

  it('a claim that happened but whose answer and re-read were lost: Try again pays nothing twice and says the coins arrived', async () => {
    spyOnLoggedErrors(cleanups);
    const balances = recordBalanceEvents(cleanups);
    const requests = recordRequests(server, cleanups, (call) => call.includes('/rest/free-coins/receive/'));
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    const button = await within(rewards).findByRole('button', { name: 'Claim free coins' }, T);
    sandbox.admin.setFault('rewards.receiveFreeCoins', { kind: 'contract', times: 1 });
    sandbox.admin.setFault('cash.getAppCash', { kind: 'abort', times: 1 });
    await user.click(button);
    expect(
      await within(rewards).findByText(/could not confirm whether you received your free coins/, {}, T),
    ).toBeInTheDocument();
    expect(sandbox.admin.player('verified').balance).toBe(252);
    await user.click(within(rewards).getByRole('button', { name: 'Try again' }));
    expect(
      await within(rewards).findByText(
        `Your free coins arrived. Your balance is now ${formatMoney(252, 'USD')}.`,
        {},
        T,
      ),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(balances).toEqual([{ balance: 252, currency: 'USD' }]);
    expect(sandbox.admin.player('verified').balance).toBe(252);
  }, 20000);

  it('a "not yet" whose time has already come (the player\'s clock ahead of the server\'s) can be claimed again', async () => {
    const requests = recordRequests(server, cleanups, (call) => call.includes('/rest/free-coins/receive/'));
    let early = 2;
    const past = new Date(Date.now() - 1000).toISOString();
    server.use(
      http.get('http://localhost/rest/free-coins/receive/', () =>
        early-- > 0
          ? HttpResponse.json({
              success: true,
              data: {
                received: false,
                coins: 0,
                nextAvailableAt: past,
                balance: { balance: 250, winnings: 120.5, currency: 'USD' },
              },
            })
          : undefined,
      ),
    );
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    await user.click(await within(rewards).findByRole('button', { name: 'Claim free coins' }, T));
    expect(await within(rewards).findByText('No free coins right now.', {}, T)).toBeInTheDocument();
    await user.click(within(rewards).getByRole('button', { name: 'Claim free coins' }));
    await waitFor(() => expect(requests).toHaveLength(2), T);
    await user.click(within(rewards).getByRole('button', { name: 'Claim free coins' }));
    expect(await within(rewards).findByRole('button', { name: 'Claimed' }, T)).toBeDisabled();
    expect(requests).toHaveLength(3);
  }, 20000);

  it('a second claim within the cooldown grants nothing and says when the next coins come', async () => {
    await callSandbox(sandbox, 'GET', '/rest/free-coins/receive/');
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const rewards = await panel();
    await user.click(await within(rewards).findByRole('button', { name: 'Claim free coins' }, T));
    expect(await within(rewards).findByText('No free coins right now.', {}, T)).toBeInTheDocument();
    expect(within(rewards).getByRole('button', { name: 'Claim free coins' })).toBeDisabled();
  }, 20000);
});
