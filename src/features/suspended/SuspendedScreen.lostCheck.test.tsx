import { act, waitFor, within } from '@testing-library/react';
import { observePage, queryAllInPage, screen } from '@test/support/screen';
import { getEventBus } from '@/shared/events/bus';
import { keyOf, recordRequests, spyOnLoggedErrors, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import {
  cashier,
  CHECK,
  CODE_HEADING,
  expectSwitchedToRealAccount,
  setUpSuspendedTest,
  type Strategy,
  unknownCheckNotice,
} from '@test/support/suspended';
import { expectConsole } from '@test/support/console';

/*
 * [11] "exactly once": a code check whose answer was lost (the server did it, the answer never came back: the
 * sandbox's `lost` fault, as the fault matrix's `lost` column injects it), then the player's three ways of going on:
 * Try again, closing and opening the cashier again, reloading the page. The screen says "we are checking" while it
 * re-reads the server, then what happened; a retry sends the same idempotency key, so the server answers it as it
 * did the first time and nothing is done twice (docs/product/suspended.md#lost-answers).
 */

const { sandbox, server, cleanups, chooseStrategy, lastEmailedCode, recordEvents, wrongCode } = setUpSuspendedTest({
  timeoutMs: 30_000,
});

const CHECK_CALL = 'switchAccount.checkSwitchCode';
const PLAYER = 'duplicate-switch';

/** The code screen of the duplicate account, for `strategy`. */
async function openCodeScreen(strategy: Strategy = 'Switch to my real account') {
  const rendered = await chooseStrategy(PLAYER, strategy);
  await cashier().findByRole('heading', { name: CODE_HEADING }, T);
  return rendered;
}

/** The visible outcome notice states, as the fault matrix reads them (`[data-cashier-outcome]`). */
const outcomes = () =>
  queryAllInPage('[data-cashier-outcome]').map((element) => element.getAttribute('data-cashier-outcome'));

/** Records whether a "wrong code" message or an error alert ever showed (a check the server did may never say so). */
function watchForLies() {
  const seen: string[] = [];
  const stop = observePage(
    () => {
      if (screen.queryByText('The code is not correct.')) seen.push('wrong code');
      for (const alert of screen.queryAllByRole('alert')) seen.push(`alert: ${alert.textContent ?? ''}`);
    },
    { characterData: true },
  );
  cleanups.push(stop);
  return seen;
}

/**
 * The e-mailed code typed on the code screen, its check's answer lost and the re-read failing (HTTP 503): the notice
 * "we cannot tell". Records the events and any lie from the start; the logged errors are silenced.
 */
async function loseTheRightCodesAnswer() {
  const events = recordEvents();
  const lies = watchForLies();
  spyOnLoggedErrors(cleanups);
  const rendered = await openCodeScreen();
  sandbox.admin.setFault(CHECK_CALL, { kind: 'lost', times: 1 });
  sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 503, times: 1 });
  await rendered.user.keyboard(lastEmailedCode());
  const notice = await unknownCheckNotice();
  return { ...rendered, events, lies, notice };
}

describe('a code check whose answer was lost', () => {
  it('says "we are checking" while it re-reads the cash data, then runs the success path; one effect', async () => {
    const events = recordEvents();
    const lies = watchForLies();
    const { user } = await openCodeScreen();
    const code = lastEmailedCode();
    sandbox.admin.setFault(CHECK_CALL, { kind: 'lost', times: 1 });
    // The re-read takes a moment: long enough to see what the screen says meanwhile.
    sandbox.admin.setFault('cash.getAppCash', { kind: 'delay', delayMs: 800, times: 1 });
    const seen = new Set<string | null>();
    cleanups.push(observePage(() => outcomes().forEach((outcome) => seen.add(outcome)), { attributes: true }));
    await user.keyboard(code);
    await waitFor(() => expect(seen).toContain('checking'), T);
    await expectSwitchedToRealAccount(events);
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
    expect(lies).toEqual([]);
  });

  it('retry: when the re-read cannot tell, Try again sends the same idempotency key and gets the first answer (switched); one effect', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const { user, events, lies, notice } = await loseTheRightCodesAnswer();
    expect(events.map((event) => event.type)).not.toContain('re-init-data');
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are now signed in as dana.real.', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('re-init-data'), T);
    expect(requests).toHaveLength(2);
    expect(keyOf(requests[0])).toEqual(expect.any(String));
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]));
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
    expect(lies).toEqual([]);
  });

  it('retry of a lost wrong code: the same key, the server\'s first answer ("not correct"); one check used, not two', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const { user } = await openCodeScreen('Keep this account');
    expect(cashier().getByText('3 attempts left')).toBeInTheDocument();
    sandbox.admin.setFault(CHECK_CALL, { kind: 'lost', times: 1 });
    await user.keyboard(wrongCode());
    // The cash data says the account is still a duplicate, but a lost answer is not a "no": we cannot tell yet.
    const notice = await unknownCheckNotice();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await cashier().findByText('The code is not correct.', undefined, T)).toBeInTheDocument();
    expect(cashier().getByText('2 attempts left')).toBeInTheDocument();
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]));
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
  });

  it('a replayed "not correct" is final for that code when the cash data cannot be read again either: one check used, no check with a new key', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const { user } = await openCodeScreen('Keep this account');
    expect(cashier().getByText('3 attempts left')).toBeInTheDocument();
    sandbox.admin.setFault(CHECK_CALL, { kind: 'lost', times: 1 });
    // Both re-reads fail: after the lost check, and after the replayed "not correct".
    sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 503, times: 2 });
    const logged = expectConsole('error', '[cashier] app cash load failed');
    await user.keyboard(wrongCode());
    const notice = await unknownCheckNotice();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    // The server's answer (a replay under the same key) is the answer for this code: a wrong code, not "we cannot tell".
    expect(await cashier().findByText('The code is not correct.', undefined, T)).toBeInTheDocument();
    expect(cashier().getByText('2 attempts left')).toBeInTheDocument();
    expect(screen.queryByText('We could not tell whether the code was accepted.')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]));
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
    await waitFor(() => expect(logged.calls).toHaveLength(2));
  });

  it('reopen: the cashier closed on "we cannot tell" and opened again re-reads the server and runs the success path (re-init-data, the new login); one effect', async () => {
    const { user, events, lies } = await loseTheRightCodesAnswer();
    await user.click(cashier().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    await user.click(screen.getByRole('link', { name: 'Open cashier' }));
    await expectSwitchedToRealAccount(events);
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
    expect(lies).toEqual([]);
  });

  it('reopen while the account is still on hold: "we cannot tell" again with the code screen, and Try again sends the same key', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const { user } = await openCodeScreen('Keep this account');
    sandbox.admin.setFault(CHECK_CALL, { kind: 'lost', times: 1 });
    await user.keyboard(wrongCode());
    await unknownCheckNotice();
    await user.click(cashier().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    await user.click(screen.getByRole('link', { name: 'Open cashier' }));
    // Back where the player left: the code screen and the notice, not the strategies as if nothing had been sent.
    const notice = await unknownCheckNotice();
    expect(cashier().getByRole('heading', { name: CODE_HEADING })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await cashier().findByText('The code is not correct.', undefined, T)).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]));
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
  });

  it('reload: a fresh cashier after a lost check shows what the server says (the cash is back), never a wrong code; one effect', async () => {
    const first = await loseTheRightCodesAnswer();
    // A reload: the page's memory is gone, the tab's sessionStorage stays.
    first.unmount();
    renderCashier({ path: '/cash/deposit/' });
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CODE_HEADING })).not.toBeInTheDocument();
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
    expect(first.lies).toEqual([]);
  });

  it('a retry that a server without our key refuses (the code used up by the lost check): the cash data decides, the success path runs', async () => {
    const { user, events, lies, notice } = await loseTheRightCodesAnswer();
    // The server does not replay the first answer: it refuses the check (the account is no longer a duplicate).
    sandbox.admin.setFault(CHECK_CALL, { kind: 'status', status: 409, times: 1 });
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are now signed in as dana.real.', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('re-init-data'), T);
    expect(sandbox.admin.effectCount(CHECK_CALL, PLAYER)).toBe(1);
    expect(lies).toEqual([]);
  });

  it("the player signs out while a lost check is re-read: the next player's screen holds no code, and nothing of the switch runs for them", async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const events = recordEvents();
    const { user } = await openCodeScreen();
    sandbox.admin.setFault(CHECK_CALL, { kind: 'lost', times: 1 });
    // The re-read is held back long enough for the sign-out to land while it is in flight.
    sandbox.admin.setFault('cash.getAppCash', { kind: 'delay', delayMs: 1000, times: 1 });
    await user.keyboard(lastEmailedCode());
    await waitFor(() => expect(outcomes()).toContain('checking'), T);
    // Another player on hold signs in in the same tab; the host announces the sign-out.
    sandbox.admin.loginAs('duplicate-two-attempts');
    act(() => getEventBus().emit('logout', { reason: 'player' }));
    // The screen starts afresh for the next player: their strategies, not the old player's code step.
    expect(await screen.findByRole('button', { name: 'Keep this account' }, T)).toBeInTheDocument();
    // The next player's cashier, opened afresh, starts on its strategies: no code, no "we cannot tell", no Try again.
    const close = cashier().queryByRole('button', { name: 'Close' });
    if (close) await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    await user.click(screen.getByRole('link', { name: 'Open cashier' }));
    expect(await screen.findByRole('button', { name: 'Keep this account' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CODE_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByText('We could not tell whether the code was accepted.')).not.toBeInTheDocument();
    expect(outcomes()).toEqual([]);
    expect(events.map((event) => event.type)).not.toContain('re-init-data');
    expect(events.map((event) => event.type)).not.toContain('websocket-reconnect');
    expect(screen.queryByText(/You are now signed in as/)).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
