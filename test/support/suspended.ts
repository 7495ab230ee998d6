import { screen, within } from '@testing-library/react';
import type { CashierEventType } from '@contracts/host/events';
import { getEventBus } from '@/shared/events/bus';
import type { installSandboxServer } from '@test/support/sandbox';

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

/** The four code boxes. */
export const codeBoxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ }) as HTMLInputElement[];
