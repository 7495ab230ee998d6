import {
  installFakeApplePay,
  isFakeSheetOutcome,
  type ApplePayHost,
  type FakeSheetOutcome,
} from './fakeApplePaySession';

/*
 * The sandbox panel's "Pretend Apple Pay support": kept in sessionStorage (this tab only) and applied when the
 * page starts, before the cashier looks for `ApplePaySession`. Turning it on or off reloads the page: the
 * cashier decides once whether to offer Apple Pay, as it would in a real browser.
 */

export interface PretendApplePaySettings {
  enabled: boolean;
  /** What the pretend player does in the sheet: read at every Pay press, so changing it needs no reload. */
  outcome: FakeSheetOutcome;
}

export const PRETEND_APPLE_PAY_KEY = 'host-demo.pretendApplePay';
const OFF: PretendApplePaySettings = { enabled: false, outcome: 'pay' };

/** A human-paced sheet: long enough to see the cashier wait, short enough not to bore. */
const STEP_DELAY_MS = 400;

function storageOf(page: { sessionStorage?: Storage }): Storage | null {
  try {
    return page.sessionStorage ?? null;
  } catch {
    return null; // storage blocked: the switch is simply off
  }
}

export function readPretendApplePay(page: { sessionStorage?: Storage }): PretendApplePaySettings {
  const raw = storageOf(page)?.getItem(PRETEND_APPLE_PAY_KEY);
  if (!raw) return OFF;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return OFF;
    const { enabled, outcome } = parsed as { enabled?: unknown; outcome?: unknown };
    return { enabled: enabled === true, outcome: isFakeSheetOutcome(outcome) ? outcome : 'pay' };
  } catch {
    return OFF;
  }
}

/** The sessionStorage entry of the switch (harnesses set it directly when the cashier covers the panel). */
export function pretendApplePayEntry(settings: PretendApplePaySettings): { key: string; value: string } {
  return { key: PRETEND_APPLE_PAY_KEY, value: JSON.stringify(settings) };
}

export function writePretendApplePay(page: { sessionStorage?: Storage }, settings: PretendApplePaySettings): void {
  const { key, value } = pretendApplePayEntry(settings);
  storageOf(page)?.setItem(key, value);
}

/** At start-up: installs the fake `ApplePaySession` when the switch is on (and the browser has no real one). */
export function applyPretendApplePay(page: ApplePayHost & { sessionStorage?: Storage }): boolean {
  if (!readPretendApplePay(page).enabled || page.ApplePaySession !== undefined) return false;
  installFakeApplePay(page, {
    outcome: () => readPretendApplePay(page).outcome,
    stepDelayMs: STEP_DELAY_MS,
    log: (message) => console.info(`[host-demo] pretend Apple Pay: ${message}`),
  });
  return true;
}
