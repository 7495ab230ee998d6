import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import type { CashierEventType } from '@contracts/host/events';
import { getEventBus } from '@/shared/events/bus';
import type { installSandboxServer } from '@test/support/sandbox';
import { setUpCashierTest, T } from './cashierTest';
import { renderCashier, type RenderCashierOptions } from './renderCashier';

type Sandbox = ReturnType<typeof installSandboxServer>['sandbox'];

/** The last code the sandbox e-mailed (it logs every code it sends). */
export function lastEmailedCode(sandbox: Sandbox): string {
  const sent = sandbox.admin
    .log({ kind: 'switch-account-code' })
    .flatMap((entry) => /^code (\d{4}) /.exec(entry.message)?.[1] ?? []);
  const code = sent.at(-1);
  if (!code) throw new Error('the sandbox e-mailed no code');
  return code;
}

/** Every event the cashier emits, with its payload, until the test's cleanups run. */
export function recordEvents(cleanups: (() => void)[]): { type: CashierEventType; payload: unknown }[] {
  const events: { type: CashierEventType; payload: unknown }[] = [];
  cleanups.push(getEventBus().onAny((type, payload) => events.push({ type, payload })));
  return events;
}

/** The cashier's dialog (the overlay). */
export const cashier = () => within(screen.getByRole('dialog'));

/** The two ways out of the suspended screen the player picks from. */
export type Strategy = 'Keep this account' | 'Switch to my real account';

/** Signs `player` in, opens the cashier on the deposit (the suspended screen takes it over) and picks `strategy`. */
async function chooseStrategyAs(
  sandbox: Sandbox,
  player: string,
  strategy: Strategy,
  { advanceTimers }: Pick<RenderCashierOptions, 'advanceTimers'> = {},
) {
  sandbox.admin.loginAs(player);
  const rendered = renderCashier({ path: '/cash/deposit/', advanceTimers });
  await rendered.user.click(await screen.findByRole('button', { name: strategy }, T));
  return rendered;
}

/** A switch-account request's body without its per-request idempotency key (checked where it matters). */
export const sendBody = (body: unknown) => {
  if (typeof body !== 'object' || body === null) return body;
  const { idempotencyKey: _key, ...rest } = body as Record<string, unknown>;
  return rest;
};

/** The switch to the real account went through: the new login is said and the host told to re-read and reconnect. */
export async function expectSwitchedToRealAccount(events: { type: CashierEventType }[]) {
  expect(await screen.findByText('You are now signed in as dana.real.', undefined, T)).toBeInTheDocument();
  await waitFor(
    () =>
      expect(events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['re-init-data', 'websocket-reconnect']),
      ),
    T,
  );
}

/** The code step's heading. */
export const CODE_HEADING = 'Enter the code from your e-mail';

/** The code check as the tests record it (`recordRequests`). */
export const CHECK = 'POST /rest/switch-account/code/check/';

/** A wrong code: one that is not the e-mailed one. */
const wrongCode = (sandbox: Sandbox) => (lastEmailedCode(sandbox) === '0000' ? '1111' : '0000');

/** The outcome notice the code step shows when a check's answer was lost and the re-read could not tell. */
export async function unknownCheckNotice(): Promise<HTMLElement> {
  const text = await cashier().findByText('We could not tell whether the code was accepted.', undefined, T);
  const notice = text.closest('[data-cashier-outcome]');
  if (!(notice instanceof HTMLElement)) throw new Error('no outcome notice around the text');
  expect(notice).toHaveAttribute('data-cashier-outcome', 'unknown');
  return notice;
}

/** The four code boxes. */
export const codeBoxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ }) as HTMLInputElement[];

/**
 * The setup of a suspended-screen test file, once (call it at the top level): the cashier test with no player signed
 * in (each test signs its duplicate in), the file's time limit, and the helpers above bound to its sandbox.
 */
export function setUpSuspendedTest({ timeoutMs }: { timeoutMs: number }) {
  const { sandbox, server, cleanups } = setUpCashierTest({ player: null });
  // The cashier, two lazy chunks and the sandbox per test, on a busy machine.
  jest.setTimeout(timeoutMs);
  return {
    sandbox,
    server,
    cleanups,
    lastEmailedCode: () => lastEmailedCode(sandbox),
    wrongCode: () => wrongCode(sandbox),
    recordEvents: () => recordEvents(cleanups),
    chooseStrategy: (player: string, strategy: Strategy, options?: Pick<RenderCashierOptions, 'advanceTimers'>) =>
      chooseStrategyAs(sandbox, player, strategy, options),
  };
}
