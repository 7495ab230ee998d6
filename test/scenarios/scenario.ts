import type { Page } from 'playwright-core';
import type { CallScenario, FailureExpectation, StateScenario } from './types';

/** One call: open `path` as `player`, then `act` (when given) makes the call; `onFailure` is what a failure must show, `note` why. */
export const call = (
  callId: string,
  player: string,
  path: string,
  onFailure: FailureExpectation,
  note: string,
  act?: CallScenario['act'],
): CallScenario => ({
  callId,
  player,
  path,
  act,
  onFailure,
  note,
});

/**
 * A money-moving call's scenario with what the fault matrix's `lost` column needs (test/faults/lost.ts): the call's
 * own success screen, and the "same button again" when the screen the lost answer left offers no Try again.
 */
export const withSuccess = (
  scenario: CallScenario,
  successScreen: NonNullable<CallScenario['successScreen']>,
  again?: CallScenario['again'],
): CallScenario => ({
  ...scenario,
  successScreen,
  again,
});

/** One screen state: open `path` as `player`, then `act` (when given) brings the screen into the state `description` names. */
export const state = (
  id: string,
  player: string,
  path: string,
  description: string,
  act?: StateScenario['act'],
): StateScenario => ({
  id,
  player,
  path,
  act,
  description,
});

/** Types `value` into the field labelled `label`, then presses the button named `button`. */
export async function fillAndPress(page: Page, label: string | RegExp, value: string, button: string | RegExp) {
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: button }).click();
}

/** Waits for the cashier's outcome notice (src/shared/money/OutcomeNotice.tsx) in the given state. */
export async function outcomeShown(page: Page, outcome: 'checking' | 'unknown' | 'done'): Promise<void> {
  await page.locator(`[data-cashier-root] [data-cashier-outcome="${outcome}"]`).first().waitFor({ timeout: 20_000 });
}

/** A 503 on the call, once: the answer may hide a success, so the cashier re-reads the server and, when it cannot tell, says so. */
export const MAYBE_DONE = { kind: 'status', status: 503, times: 1 } as const;

/**
 * Sets a sandbox fault on one call from inside a scenario (the sandbox admin route `PUT /__sandbox/faults/:callId`,
 * host-demo/sandbox/adminRoutes.ts), for states that only a failing call shows (an outcome notice after a lost
 * answer). The page's host config names the sandbox's origin; the harness resets the sandbox (faults included)
 * before each target.
 */
export async function setSandboxFault(page: Page, callId: string, fault: Record<string, unknown>): Promise<void> {
  const config = (await (await page.request.get(new URL('/config.json', page.url()).href)).json()) as {
    apiBaseUrl?: string;
  };
  const base = config.apiBaseUrl ?? new URL(page.url()).origin;
  const response = await page.request.put(new URL(`/__sandbox/faults/${encodeURIComponent(callId)}`, base).href, {
    data: fault,
  });
  if (!response.ok()) throw new Error(`setting the ${callId} fault answered ${response.status()}`);
}

/**
 * The act of an "answer may hide a success" state: a 503 once on `callId` (MAYBE_DONE), `act` makes the call, and
 * the cashier ends on its "could not confirm" notice.
 */
export const withUnconfirmedAnswer =
  (callId: string, act: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await setSandboxFault(page, callId, MAYBE_DONE);
    await act(page);
    await outcomeShown(page, 'unknown');
  };
