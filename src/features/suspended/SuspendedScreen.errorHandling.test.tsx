import { setImmediate as nodeSetImmediate } from 'node:timers/promises';
import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { pasteText } from '@test/support/forms';
import { keyOf, recordRequests, spyOnLoggedErrors, T } from '@test/support/cashierTest';
import {
  cashier,
  CHECK,
  CODE_HEADING,
  expectSwitchedToRealAccount,
  codeBoxes,
  sendBody,
  setUpSuspendedTest,
  type Strategy,
  unknownCheckNotice,
} from '@test/support/suspended';

const {
  sandbox,
  server,
  cleanups,
  chooseStrategy: choose,
  lastEmailedCode,
  recordEvents,
  wrongCode,
} = setUpSuspendedTest({ timeoutMs: 20_000 });

const SEND = 'POST /rest/switch-account/code/send/';
const MAILBOX_HEADING = 'Do you have access to this mailbox?';

/** `player` picks `strategy` (under the file's fake timers). */
const chooseStrategy = (player: string, strategy: Strategy = 'Keep this account') =>
  choose(player, strategy, { advanceTimers: jest.advanceTimersByTime });

/** Resolves once the sandbox has answered a request to each of `paths` from now on. */
function answered(paths: string[]): Promise<void> {
  const waiting = new Set(paths);
  return new Promise((resolve) => {
    const onEnd = ({ request }: { request: Request }) => {
      waiting.delete(new URL(request.url).pathname);
      if (waiting.size > 0) return;
      server.events.removeListener('response:mocked', onEnd);
      resolve();
    };
    server.events.on('response:mocked', onEnd);
    cleanups.push(() => server.events.removeListener('response:mocked', onEnd));
  });
}

describe('the suspended screen when things go wrong', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('the code cannot be e-mailed (success false): the mailbox question with the chat, no code boxes, no resend', async () => {
    const events = recordEvents();
    const { user } = await chooseStrategy('duplicate-send-fails');
    expect(await cashier().findByRole('heading', { name: MAILBOX_HEADING }, T)).toHaveFocus();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(cashier().queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.click(cashier().getByRole('button', { name: 'Open chat' }));
    expect(events).toContainEqual({ type: 'open-support-chat', payload: { source: 'suspended' } });
    await user.click(cashier().getByRole('button', { name: 'Back' }));
    expect(cashier().getByRole('heading', { name: 'This looks like a second account' })).toBeInTheDocument();
  });

  it('the send call is refused (HTTP 429, a definite answer): the error is said, the mailbox question shows', async () => {
    sandbox.admin.setFault('switchAccount.sendSwitchCode', { kind: 'status', status: 429 });
    await chooseStrategy('duplicate-switch');
    expect(await cashier().findByRole('heading', { name: MAILBOX_HEADING }, T)).toBeInTheDocument();
    const alert = cashier().getByRole('alert');
    expect(alert).toHaveTextContent(/could not complete the request/);
    // The way forward is inside the error.
    expect(within(alert).getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('the 60 s countdown ticks each second; at 0 the resend link sends a new code for the same strategy', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === SEND);
    const { user } = await chooseStrategy('duplicate-switch', 'Switch to my real account');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    expect(cashier().getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(cashier().getByText('You can ask for a new code in 59 s.')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(58_000);
    });
    expect(cashier().getByText('You can ask for a new code in 1 s.')).toBeInTheDocument();
    expect(cashier().queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(cashier().queryByText(/You can ask for a new code in/)).not.toBeInTheDocument();
    await user.click(cashier().getByRole('button', { name: 'Send a new code' }));
    expect(await cashier().findByText('You can ask for a new code in 60 s.', undefined, T)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.map((request) => sendBody(request.body))).toEqual([
        { flow: 'switchToRealAccount' },
        { flow: 'switchToRealAccount' },
      ]),
    );
    // The first send was answered: the resend asks for a new e-mail, with a key of its own.
    expect(keyOf(requests[1])).toEqual(expect.any(String));
    expect(keyOf(requests[1])).not.toBe(keyOf(requests[0]));
  });

  it("a wrong code: the server's message, the boxes emptied, one attempt fewer; the same code is not sent again", async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const { user } = await chooseStrategy('duplicate-switch');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    const wrong = wrongCode();
    await user.keyboard(wrong);
    expect(await cashier().findByText('The code is not correct.', undefined, T)).toBeInTheDocument();
    expect(
      codeBoxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('');
    expect(codeBoxes()[0]).toHaveFocus();
    expect(codeBoxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(cashier().getByText('2 attempts left')).toBeInTheDocument();
    await user.keyboard(wrong);
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(requests).toHaveLength(1);
    // A different code goes out; its answer lands (in act) before the test ends.
    const checked = answered(['/rest/switch-account/code/check/']);
    await user.keyboard('{Backspace}');
    await user.keyboard(lastEmailedCode().slice(3) === wrong.slice(3) ? '9' : lastEmailedCode().slice(3));
    await waitFor(() => expect(requests).toHaveLength(2));
    await act(async () => {
      await checked;
      await nodeSetImmediate();
    });
  });

  it('wrong codes until the attempts run out: "Error" when the server sends no message, then the mailbox question', async () => {
    const { user } = await chooseStrategy('duplicate-two-attempts');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    expect(cashier().getByText('2 attempts left')).toBeInTheDocument();
    await user.keyboard(wrongCode());
    expect(await cashier().findByText('Error', undefined, T)).toBeInTheDocument();
    expect(cashier().getByText('1 attempts left')).toBeInTheDocument();
    await user.keyboard(wrongCode() === '0000' ? '2222' : '3333');
    expect(await cashier().findByRole('heading', { name: MAILBOX_HEADING }, T)).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('while the countdown ticks: typed digits stay, Backspace goes back, a pasted wrong code is sent once and not again', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const { user } = await chooseStrategy('duplicate-switch');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    const wrong = wrongCode();
    await user.keyboard(wrong.slice(0, 2));
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(cashier().getByText('You can ask for a new code in 57 s.')).toBeInTheDocument();
    expect(codeBoxes().map((box) => box.value)).toEqual([wrong[0], wrong[1], '', '']);
    expect(codeBoxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(codeBoxes().map((box) => box.value)).toEqual([wrong[0], '', '', '']);
    expect(codeBoxes()[1]).toHaveFocus();
    await pasteText(wrong);
    expect(await cashier().findByText('The code is not correct.', undefined, T)).toBeInTheDocument();
    expect(requests.map((request) => sendBody(request.body))).toEqual([
      { confirm_code: wrong, flow: 'keepDuplicateAccount' },
    ]);
    await pasteText(wrong);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(cashier().getByText('You can ask for a new code in 56 s.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    // The right code, pasted: the switch completes.
    await pasteText(lastEmailedCode());
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('heading', { name: CODE_HEADING })).not.toBeInTheDocument(), T);
    // Three calls and two lazy chunks under fake timers: longer than the file's default on a busy machine.
  }, 40_000);

  /** The keep-this-account code step with the check call failing once (HTTP 503), and the e-mailed code typed. */
  async function typeCodeWhileCheckFails() {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const events = recordEvents();
    const { user } = await chooseStrategy('duplicate-switch');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    const code = lastEmailedCode();
    sandbox.admin.setFault('switchAccount.checkSwitchCode', { kind: 'status', status: 503, times: 1 });
    await user.keyboard(code);
    return { requests, events, user, code };
  }

  it('the check call fails (HTTP 503): Try again sends the same code again and the switch completes', async () => {
    const { requests, events, user, code } = await typeCodeWhileCheckFails();
    const notice = await unknownCheckNotice();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(events.map((event) => event.type)).toContain('re-init-data'), T);
    expect(requests.map((request) => sendBody(request.body))).toEqual([
      { confirm_code: code, flow: 'keepDuplicateAccount' },
      { confirm_code: code, flow: 'keepDuplicateAccount' },
    ]);
    // The same check: the key of the first try.
    expect(keyOf(requests[0])).toEqual(expect.any(String));
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]));
  });

  it('the check call fails (HTTP 503, which may hide a switch): "we cannot tell", nothing switched on the server, and the same code may be typed again', async () => {
    const { requests, events, user, code } = await typeCodeWhileCheckFails();
    await unknownCheckNotice();
    expect(cashier().queryByRole('alert')).toBeNull();
    expect(cashier().getByText('3 attempts left')).toBeInTheDocument();
    expect(events.map((event) => event.type)).not.toContain('re-init-data');
    await user.keyboard(code);
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(events.map((event) => event.type)).toContain('re-init-data'), T);
    // The same code typed again is the same check: the key of the first try.
    expect(requests[1]?.body).toEqual({
      confirm_code: code,
      flow: 'keepDuplicateAccount',
      idempotencyKey: keyOf(requests[0]),
    });
  });
});

/*
 * [11]: the countdown is wall-clock time, the code state outlives a close of the cashier, a strategy never asks for
 * a code sent for the other one, and an answer that was lost is "unknown", never "failed"
 * (docs/product/suspended.md#resend-timer, #lost-answers).
 */
describe('the code step keeps to the clock and tells the truth', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  /** Moves the wall clock without running a timer (a laptop asleep, a throttled tab). */
  const jumpClock = (ms: number) => jest.setSystemTime(Date.now() + ms);
  const OTHER_HEADING = 'This choice needs its own code';

  it('the resend link shows 60 s after the send by the wall clock, however few ticks ran (sleep, a throttled tab)', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === SEND);
    await chooseStrategy('duplicate-switch');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    expect(cashier().getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();
    // 30 s asleep, no tick ran: the tab shows again and the countdown says what the clock says.
    act(() => {
      jumpClock(30_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(cashier().getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
    expect(cashier().queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    // A throttled background tab: 30 more seconds pass with a single tick.
    await act(async () => {
      jumpClock(29_000);
      jest.advanceTimersByTime(1000);
    });
    expect(cashier().queryByText(/You can ask for a new code in/)).not.toBeInTheDocument();
    expect(cashier().getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('closing the cashier and opening it again keeps the countdown and the attempts left; no second code is sent', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === SEND);
    const { user } = await chooseStrategy('duplicate-switch');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    await user.keyboard(wrongCode());
    expect(await cashier().findByText('2 attempts left', undefined, T)).toBeInTheDocument();
    await user.click(cashier().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    act(() => jumpClock(20_000));
    // The re-open draws from the kept answers and refreshes them in a later task (src/app/useCashierLifecycle.ts):
    // the test lets those answers land (in act) before it ends.
    const refreshed = answered(['/rest/app/init/', '/rest/cash/']);
    await user.click(screen.getByRole('link', { name: 'Open cashier' }));
    await user.click(await cashier().findByRole('button', { name: 'Keep this account' }, T));
    expect(await cashier().findByRole('heading', { name: CODE_HEADING }, T)).toBeInTheDocument();
    expect(cashier().getByText('2 attempts left')).toBeInTheDocument();
    expect(cashier().getByText(/^You can ask for a new code in (39|40) s\.$/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await act(async () => {
      await refreshed;
      // Node's own timer (jsdom has no setImmediate and jest fakes the global timers): the answers' bodies are read.
      await nodeSetImmediate();
    });
    expect(cashier().getByText('2 attempts left')).toBeInTheDocument();
  });

  it("another strategy while the first one's code is valid: no boxes for a code never sent; its own code once the countdown allows", async () => {
    const requests = recordRequests(server, cleanups, (call) => call === SEND);
    const { user } = await chooseStrategy('duplicate-switch', 'Keep this account');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    await user.click(cashier().getByRole('button', { name: 'Back' }));
    await user.click(cashier().getByRole('button', { name: 'Switch to my real account' }));
    expect(await cashier().findByRole('heading', { name: OTHER_HEADING }, T)).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(cashier().getByText(/The code we e-mailed confirms keeping this account\./)).toBeInTheDocument();
    expect(cashier().getByText(/^You can ask for a new code in \d+ s\.$/)).toBeInTheDocument();
    expect(cashier().queryByRole('button', { name: 'Send the code' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    act(() => {
      jumpClock(60_000);
      window.dispatchEvent(new Event('focus'));
    });
    await user.click(cashier().getByRole('button', { name: 'Send the code' }));
    expect(await cashier().findByRole('heading', { name: CODE_HEADING }, T)).toBeInTheDocument();
    expect(requests.map((request) => sendBody(request.body))).toEqual([
      { flow: 'keepDuplicateAccount' },
      { flow: 'switchToRealAccount' },
    ]);
    await user.keyboard(lastEmailedCode());
    expect(await screen.findByText('You are now signed in as dana.real.', undefined, T)).toBeInTheDocument();
  });

  it("another strategy while the first one's code is valid: the player may go back to the code already sent", async () => {
    const events = recordEvents();
    const { user } = await chooseStrategy('duplicate-switch', 'Keep this account');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    await user.click(cashier().getByRole('button', { name: 'Back' }));
    await user.click(cashier().getByRole('button', { name: 'Switch to my real account' }));
    await user.click(await cashier().findByRole('button', { name: 'Keep this account with the e-mailed code' }, T));
    expect(await cashier().findByRole('heading', { name: CODE_HEADING }, T)).toBeInTheDocument();
    await user.keyboard(lastEmailedCode());
    await waitFor(() => expect(events.map((event) => event.type)).toContain('re-init-data'), T);
    expect(events.map((event) => event.type)).not.toContain('websocket-reconnect');
  });

  it('the send answer is lost (timeout) though the code went out: "we cannot tell", the boxes and a new code offered, never the mailbox question', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === SEND);
    sandbox.admin.setFault('switchAccount.sendSwitchCode', { kind: 'delay', delayMs: 5000, times: 1 });
    const { user } = await chooseStrategy('duplicate-switch', 'Switch to my real account');
    expect(await cashier().findByRole('heading', { name: CODE_HEADING }, T)).toBeInTheDocument();
    expect(
      cashier().getByText(
        'We could not tell whether a code was e-mailed to dana.real@example.com. If none arrives, send a new one.',
      ),
    ).toBeInTheDocument();
    expect(cashier().queryByRole('heading', { name: MAILBOX_HEADING })).not.toBeInTheDocument();
    expect(cashier().queryByText(/attempts left/)).not.toBeInTheDocument();
    expect(cashier().queryByText(/You can ask for a new code in/)).not.toBeInTheDocument();
    expect(cashier().getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    // It did go out: the e-mailed code switches.
    await user.keyboard(lastEmailedCode());
    expect(await screen.findByText('You are now signed in as dana.real.', undefined, T)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it("the send answer is lost (HTTP 500): a new code may be sent at once, and then the countdown and the attempts are the server's", async () => {
    const requests = recordRequests(server, cleanups, (call) => call === SEND);
    sandbox.admin.setFault('switchAccount.sendSwitchCode', { kind: 'status', status: 500, times: 1 });
    const { user } = await chooseStrategy('duplicate-switch');
    expect(await cashier().findByRole('heading', { name: CODE_HEADING }, T)).toBeInTheDocument();
    expect(cashier().getByText(/We could not tell whether a code was e-mailed/)).toBeInTheDocument();
    await user.click(cashier().getByRole('button', { name: 'Send a new code' }));
    expect(await cashier().findByText('You can ask for a new code in 60 s.', undefined, T)).toBeInTheDocument();
    expect(cashier().getByText('We sent a 4-digit code to dana.real@example.com.')).toBeInTheDocument();
    expect(cashier().getByText('3 attempts left')).toBeInTheDocument();
    expect(cashier().queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
    // The same send again (its answer was lost): the first one's key.
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]));
  });

  it('the send answer is lost after the code went out: Send a new code carries the same key; the server answers as before and e-mails nothing twice', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === SEND);
    sandbox.admin.setFault('switchAccount.sendSwitchCode', { kind: 'lost', times: 1 });
    const { user } = await chooseStrategy('duplicate-switch', 'Switch to my real account');
    expect(await cashier().findByRole('heading', { name: CODE_HEADING }, T)).toBeInTheDocument();
    expect(
      cashier()
        .getByText(/We could not tell whether a code was e-mailed/)
        .closest('[data-cashier-outcome]'),
    ).toHaveAttribute('data-cashier-outcome', 'unknown');
    const code = lastEmailedCode();
    await user.click(cashier().getByRole('button', { name: 'Send a new code' }));
    expect(await cashier().findByText('You can ask for a new code in 60 s.', undefined, T)).toBeInTheDocument();
    expect(cashier().getByText('3 attempts left')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(keyOf(requests[1])).toBe(keyOf(requests[0]));
    expect(sandbox.admin.effectCount('switchAccount.sendSwitchCode', 'duplicate-switch')).toBe(1);
    // The one code that went out switches.
    expect(lastEmailedCode()).toBe(code);
    await user.keyboard(code);
    expect(await screen.findByText('You are now signed in as dana.real.', undefined, T)).toBeInTheDocument();
  });

  it('the check answer is lost (a contract-breaking body) after the switch happened: the cash data says so and the success path runs', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const events = recordEvents();
    const { user } = await chooseStrategy('duplicate-switch', 'Switch to my real account');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    sandbox.admin.setFault('switchAccount.checkSwitchCode', { kind: 'contract', times: 1 });
    await user.keyboard(lastEmailedCode());
    await expectSwitchedToRealAccount(events);
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('the check times out after the switch happened and the re-read fails too: "we cannot tell"; Try again ends in the success path, not in an error', async () => {
    const requests = recordRequests(server, cleanups, (call) => call === CHECK);
    const events = recordEvents();
    const { user } = await chooseStrategy('duplicate-switch', 'Switch to my real account');
    await cashier().findByRole('heading', { name: CODE_HEADING }, T);
    const code = lastEmailedCode();
    // The failed cash read is logged as an error.
    spyOnLoggedErrors(cleanups);
    sandbox.admin.setFault('switchAccount.checkSwitchCode', { kind: 'delay', delayMs: 5000, times: 1 });
    sandbox.admin.setFault('cash.getAppCash', { kind: 'status', status: 503, times: 1 });
    await user.keyboard(code);
    const notice = await unknownCheckNotice();
    expect(cashier().getByText('3 attempts left')).toBeInTheDocument();
    expect(events.map((event) => event.type)).not.toContain('re-init-data');
    // The retry carries the first try's key: the server answers as it did (switched), and checks nothing again.
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are now signed in as dana.real.', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('re-init-data'), T);
    expect(requests).toHaveLength(2);
  });
});
