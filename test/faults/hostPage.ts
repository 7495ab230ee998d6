import type { Page } from 'playwright-core';
import { busEvents, clearBusEvents } from '../e2e/host';
import { waitUntil } from './quiet';

/**
 * What a player does on the host-demo page around the cashier, as the fault matrix's cases do it: close the cashier,
 * sign in with the sandbox panel (a warm open; test/faults/README.md, "Cold and warm opens"), open a cash screen
 * with the host's own link.
 */

const OVERLAY = '[data-cashier-root] [data-cashier-overlay]';

/** Escape until the cashier's overlay is gone (a popup inside it takes the first press): up to three presses. */
export async function closeWithEscape(page: Page): Promise<boolean> {
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Escape');
    const closed = await page
      .locator(OVERLAY)
      .first()
      .waitFor({ state: 'detached', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return true;
  }
  return false;
}

/**
 * Signs `player` in on the host-demo page the last case left, with the sandbox panel's form; the host-demo then tells
 * the cashier with `re-init-data`, as it does for any sign-in, and the cashier drops the last player's data. Before
 * that the player closes what the last case left open: the host's sign-in modal (a 401 case leaves it over the
 * cashier that asked for it; its Cancel) and the cashier. The cashier stays mounted in the host while closed, so a
 * screen left open at the sign-in would fetch its data again at once, before the case sets its fault. Afterwards
 * the bus record is empty.
 */
export async function signInThroughHost(page: Page, player: string): Promise<void> {
  await closeWhatIsOpen(page);
  const panel = page.getByRole('region', { name: 'Sandbox' });
  await clearBusEvents(page);
  await panel.getByLabel('Sandbox player').selectOption(player);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  // The host emits `re-init-data` once the sign-in answered (the panel's message may still be the last case's).
  const told = await waitUntil(
    async () => (await busEvents(page)).some((event) => event.type === 're-init-data'),
    10_000,
  );
  if (!told) throw new Error(`the host-demo did not emit re-init-data after signing ${player} in`);
  await clearBusEvents(page);
}

/**
 * Closes the host's sign-in modal (its Cancel) and the cashier. A cashier left open after a 401 may ask for the
 * modal again (a request it still sends meets the cleared session), so this goes round up to three times.
 */
async function closeWhatIsOpen(page: Page): Promise<void> {
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  const overlay = page.locator(OVERLAY);
  for (let round = 0; round < 3; round += 1) {
    if (await signIn.isVisible()) {
      await signIn.getByRole('button', { name: 'Cancel', exact: true }).click();
      await signIn.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
    }
    if ((await overlay.count()) > 0 && !(await signIn.isVisible())) await closeWithEscape(page);
    if ((await overlay.count()) === 0 && !(await signIn.isVisible())) return;
  }
  throw new Error('the host sign-in modal or the cashier did not close (three rounds of Cancel and Escape)');
}

/** Opens `path` with the host's own link (client-side navigation, as a player clicks it), or the history API without one. */
export async function openThroughHost(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[href="${path}"]`).first();
  if ((await link.count()) > 0) await link.click();
  else
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
}
