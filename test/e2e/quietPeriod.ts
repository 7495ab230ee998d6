import type { Page } from '@playwright/test';

/**
 * The one fixed wait the browser suite allows (docs/testing.md "No fixed sleeps"): a test that must show that
 * something does NOT happen (no second request, no other player's data) can only watch for a while. Every caller
 * first waits for a positive signal (the state the page should be in) and then gives the thing that must not happen
 * `ms` to show; `why` says what the window stands for, so a failure reads as a reason and not as a magic number.
 * Nothing else in test/e2e may wait a fixed time.
 */
export async function quietPeriod(page: Page, ms: number, why: string): Promise<void> {
  if (!why) throw new Error('quietPeriod needs a reason');
  await page.waitForTimeout(ms);
}
