import { waitFor } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { recordRequests, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { cashier, expectSwitchedToRealAccount, codeBoxes, sendBody, setUpSuspendedTest } from '@test/support/suspended';

const { sandbox, server, cleanups, lastEmailedCode, recordEvents } = setUpSuspendedTest({ timeoutMs: 20_000 });

const SWITCH_CALLS = (call: string) => call.includes('/rest/switch-account/');

async function openAs(player: string, viewOption: 'default' | 'game' = 'default') {
  sandbox.admin.loginAs(player);
  const rendered = renderCashier({ path: '/cash/deposit/', props: { viewOption } });
  await screen.findByRole('heading', { level: 2, name: /second account|Action required/ }, T);
  return rendered;
}

describe('the suspended gate', () => {
  it('takes the cash screens over while financial operations are not available (the deposit screen never shows)', async () => {
    await openAs('duplicate-switch');
    expect(screen.getByRole('dialog', { name: 'Account on hold' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a package' })).not.toBeInTheDocument();
  });

  it.each(['/cash/account/', '/cash/verification/', '/cash/play-responsible/', '/cash/history/'])(
    'a deep link to %s shows the suspended screen in its place, with the gate title',
    async (path) => {
      sandbox.admin.loginAs('blocked');
      renderCashier({ path });
      expect(await screen.findByRole('heading', { level: 2, name: 'Action required' }, T)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Account on hold' })).toBeInTheDocument();
      // The route's own screen never shows: the header's title and the gate's heading are the only ones.
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Account on hold',
        'Action required',
      ]);
    },
  );

  it('leaves a player in good standing alone', async () => {
    sandbox.admin.loginAs('verified');
    renderCashier({ path: '/cash/deposit/' });
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /second account|Action required/ })).not.toBeInTheDocument();
  });
});

describe('duplicate account, switch mode off', () => {
  it('both strategies: the description says so; keep, switch and log out are offered', async () => {
    await openAs('duplicate-switch');
    expect(cashier().getByText(/Keep this account or switch to your real one/)).toBeInTheDocument();
    expect(cashier().getByRole('button', { name: 'Keep this account' })).toBeInTheDocument();
    expect(cashier().getByRole('button', { name: 'Switch to my real account' })).toBeInTheDocument();
    expect(cashier().getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(cashier().getByRole('heading', { name: 'This looks like a second account' })).toHaveFocus();
  });

  it('keep only: no switch button, its own description', async () => {
    await openAs('duplicate-keep-only');
    expect(cashier().getByText(/You can keep this account/)).toBeInTheDocument();
    expect(cashier().getByRole('button', { name: 'Keep this account' })).toBeInTheDocument();
    expect(cashier().queryByRole('button', { name: 'Switch to my real account' })).not.toBeInTheDocument();
  });

  it('switch only: no keep button, its own description', async () => {
    await openAs('duplicate-real-only');
    expect(cashier().getByText(/Switch to your real account: we will e-mail/)).toBeInTheDocument();
    expect(cashier().queryByRole('button', { name: 'Keep this account' })).not.toBeInTheDocument();
    expect(cashier().getByRole('button', { name: 'Switch to my real account' })).toBeInTheDocument();
  });

  it('without switching: the fixed text; Change account logs out, Open support chat asks the host for the chat', async () => {
    const events = recordEvents();
    const { user, location } = await openAs('duplicate-no-switch');
    expect(cashier().getByText(/Sign in to your real account, or contact support/)).toBeInTheDocument();
    expect(cashier().queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await user.click(cashier().getByRole('button', { name: 'Open support chat' }));
    expect(events).toContainEqual({ type: 'open-support-chat', payload: { source: 'suspended' } });
    await user.click(cashier().getByRole('button', { name: 'Change account' }));
    expect(events).toContainEqual({ type: 'logout', payload: { reason: 'player' } });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('Log out: closes the cash, tells the host (reason player) and sends no switch call', async () => {
    const requests = recordRequests(server, cleanups, SWITCH_CALLS);
    const events = recordEvents();
    const { user, location } = await openAs('duplicate-switch');
    await user.click(cashier().getByRole('button', { name: 'Log out' }));
    expect(events).toContainEqual({ type: 'logout', payload: { reason: 'player' } });
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    expect(events.map((event) => event.type)).toContain('leave-cash');
    expect(requests).toEqual([]);
  });
});

describe('action required', () => {
  it.each(['blocked', 'suspended'])(
    '%s (any status but duplicate): icon, title, text and the support chat',
    async (player) => {
      const events = recordEvents();
      const { user } = await openAs(player);
      expect(cashier().getByRole('heading', { name: 'Action required' })).toBeInTheDocument();
      expect(cashier().getByText(/not available on your account right now/)).toBeInTheDocument();
      await user.click(cashier().getByRole('button', { name: 'Open support chat' }));
      expect(events).toContainEqual({ type: 'open-support-chat', payload: { source: 'suspended' } });
    },
  );
});

describe('view options', () => {
  it('game: every variant has a Back link to the previous screen (here none: it leaves the cash)', async () => {
    const { user, location } = await openAs('blocked', 'game');
    await user.click(cashier().getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('default: no Back link', async () => {
    await openAs('duplicate-switch');
    expect(cashier().queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });
});

describe('switching with the e-mailed code', () => {
  it('switch to the real account: the code goes out, the right code re-initialises the player, the host hears it, the new login shows', async () => {
    const requests = recordRequests(server, cleanups, SWITCH_CALLS);
    const events = recordEvents();
    const { user } = await openAs('duplicate-switch');
    await user.click(cashier().getByRole('button', { name: 'Switch to my real account' }));
    await cashier().findByRole('heading', { name: 'Enter the code from your e-mail' }, T);
    // Focus waits in the first box (the group is named by the heading).
    expect(codeBoxes()[0]).toHaveFocus();
    expect(cashier().getByText('We sent a 4-digit code to dana.real@example.com.')).toBeInTheDocument();
    expect(cashier().getByText('3 attempts left')).toBeInTheDocument();
    expect(cashier().getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();
    expect(cashier().queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();

    await user.keyboard(lastEmailedCode());
    await expectSwitchedToRealAccount(events);
    // The account is active now: the gate gives the cash screens back.
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(requests.map((request) => sendBody(request.body))).toEqual([
      { flow: 'switchToRealAccount' },
      { confirm_code: expect.stringMatching(/^\d{4}$/), flow: 'switchToRealAccount' },
    ]);
    const types = events.map((event) => event.type);
    expect(types.indexOf('re-init-data')).toBeLessThan(types.indexOf('websocket-reconnect'));
  });

  it('keep this account: re-init-data, but no websocket-reconnect and no new-login notification', async () => {
    const events = recordEvents();
    const { user } = await openAs('duplicate-keep-only');
    await user.click(cashier().getByRole('button', { name: 'Keep this account' }));
    await cashier().findByRole('heading', { name: 'Enter the code from your e-mail' }, T);
    await user.keyboard(lastEmailedCode());
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('re-init-data'));
    expect(events.map((event) => event.type)).not.toContain('websocket-reconnect');
    expect(screen.queryByText(/You are now signed in as/)).not.toBeInTheDocument();
  });

  it('Back leaves switch mode; choosing again while the timer runs sends nothing and shows the code screen', async () => {
    const requests = recordRequests(server, cleanups, SWITCH_CALLS);
    const { user } = await openAs('duplicate-switch');
    await user.click(cashier().getByRole('button', { name: 'Keep this account' }));
    await cashier().findByRole('heading', { name: 'Enter the code from your e-mail' }, T);
    await user.click(cashier().getByRole('button', { name: 'Back' }));
    expect(cashier().getByRole('heading', { name: 'This looks like a second account' })).toBeInTheDocument();
    await user.click(cashier().getByRole('button', { name: 'Keep this account' }));
    expect(await cashier().findByRole('heading', { name: 'Enter the code from your e-mail' }, T)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
