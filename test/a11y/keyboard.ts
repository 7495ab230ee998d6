import type { Page } from 'playwright-core';
import {
  focusPlace,
  waitForFocusInside,
  focusScope,
  hostSheets,
  probeHost,
  restRings,
  tabWalk,
  tagTabbables,
  type Ring,
} from './pageHelpers';
import { ran, type CheckResult } from './types';

const sameRing = (a: Ring, b: Ring): boolean => a.outline === b.outline && a.boxShadow === b.boxShadow;
const shows = (ring: Ring) => ring.outline !== 'none' || (ring.boxShadow !== 'none' && ring.boxShadow !== '');

/** A press the page did not see at its keyup left focus outside the page's documents (browser UI): a failed trap. */
const unseen = (key: string, seen: number, presses: number): string[] =>
  seen === presses ? [] : [`${presses - seen} of ${presses} ${key} presses were not seen by the page: focus left it`];

/**
 * Tab and Shift+Tab around the cashier's modal scope, 2 × (tabbables + 1) presses each way: focus never leaves
 * the scope, every tabbable is reached both ways, and each shows a focus indicator (outline or box-shadow)
 * that it does not show at rest, measured with the host page's own style sheets off. Then scripted focus and pointer hit-tests must not reach the host page.
 */
export async function trapChecks(page: Page): Promise<CheckResult[]> {
  const names = await tagTabbables(page);
  const count = names.length;
  // A cross-origin frame (the card widget) has tabbables of its own that the page cannot see or count: Tab walks
  // through them while the frame stays the active element, so each frame gets room for up to 12 of them.
  const frames = await page.evaluate(
    () =>
      document.querySelector('[data-cashier-root]')?.shadowRoot?.querySelectorAll('[role="dialog"] iframe').length ?? 0,
  );
  const presses = 2 * (count + 1 + 12 * frames);
  const results: CheckResult[] = [];

  await focusScope(page);
  await hostSheets(page, false);
  await restRings(page);

  const tabViolations: string[] = [];
  const visibleViolations: string[] = [];
  const reachedForward = new Set<number>();
  const forward = await tabWalk(page, 'Tab', presses, frames > 0);
  forward.forEach(({ place, rings }, index) => {
    if (!place.inside) tabViolations.push(`Tab #${index + 1} moved focus out of the dialog, to ${place.description}`);
    if (place.tag === null) return;
    reachedForward.add(place.tag);
    // The first visit of a tag carries its rings; a focused frame hands focus to its own document, which draws its own.
    if (!rings?.rest || rings.focused.isFrame) return;
    const { focused, rest } = rings;
    if (!shows(focused) || sameRing(focused, rest)) {
      visibleViolations.push(
        `${names[place.tag] ?? place.description}: no visible focus indicator (focused ${JSON.stringify(focused)}, at rest ${JSON.stringify(rest)})`,
      );
    }
  });
  await hostSheets(page, true);
  results.push(ran('tab-trap', [...tabViolations, ...unseen('Tab', forward.length, presses)]));

  await focusScope(page);
  const shiftViolations: string[] = [];
  const reachedBackward = new Set<number>();
  const backward = await tabWalk(page, 'Shift+Tab', presses, frames > 0);
  backward.forEach(({ place }, index) => {
    if (!place.inside)
      shiftViolations.push(`Shift+Tab #${index + 1} moved focus out of the dialog, to ${place.description}`);
    if (place.tag !== null) reachedBackward.add(place.tag);
  });
  results.push(ran('shift-tab-trap', [...shiftViolations, ...unseen('Shift+Tab', backward.length, presses)]));

  // A control that left the page on its own during the walk (a notification that timed out) is not unreachable.
  const present = new Set(await presentTags(page));
  const unreached: string[] = [];
  names.forEach((name, index) => {
    if (!present.has(index)) return;
    if (!reachedForward.has(index)) unreached.push(`not reached by Tab: ${name}`);
    if (!reachedBackward.has(index)) unreached.push(`not reached by Shift+Tab: ${name}`);
  });
  if (count === 0) unreached.push('the dialog has no tabbable element (no way to close it by keyboard but Escape)');
  results.push(ran('tab-reach', unreached));
  results.push(ran('focus-visible', visibleViolations));

  const probe = await probeHost(page);
  results.push(ran('host-blocked', probe.escaped));
  return results;
}

/** The tags (pageHelpers `tag()`) of the tabbables still on the page, in the cashier's shadow root or outside it. */
const presentTags = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const shadow = document.querySelector('[data-cashier-root]')?.shadowRoot;
    const tagged = [
      ...Array.from(document.querySelectorAll('[data-a11y-tab]')),
      ...Array.from(shadow?.querySelectorAll('[data-a11y-tab]') ?? []),
    ];
    return tagged.map((element) => Number(element.getAttribute('data-a11y-tab')));
  });

const cashierDialogs = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('[data-cashier-root]')
        ?.shadowRoot?.querySelectorAll('[role="dialog"], [role="alertdialog"]').length ?? 0,
  );

/**
 * Escape with focus inside the dialog closes the topmost layer within 2 s: a popup over the cashier (the
 * limit-reached popup, a confirmation) first, then the cashier itself. Each press must close one layer, and the
 * cashier must be gone after as many presses as there were layers. A closed layer gives focus back into the one
 * under it: each later press waits for that (2 s at most, a problem of its own when it does not come), so a press
 * is never made with focus on <body> while the page is still handing it back (a loaded machine once pressed the
 * second Escape in that gap).
 */
export async function escapeCheck(page: Page): Promise<CheckResult> {
  const place = await focusPlace(page);
  if (!place.inside) await focusScope(page);
  const layers = await cashierDialogs(page);
  for (let press = 1; press <= layers; press += 1) {
    if (press > 1) {
      try {
        await waitForFocusInside(page, 2_000);
      } catch {
        return ran('escape', [`after Escape #${press - 1}, focus did not come back inside the cashier within 2 s`]);
      }
    }
    const before = await cashierDialogs(page);
    await page.keyboard.press('Escape');
    try {
      await page.waitForFunction(
        (count) =>
          (document
            .querySelector('[data-cashier-root]')
            ?.shadowRoot?.querySelectorAll('[role="dialog"], [role="alertdialog"]').length ?? 0) < count,
        before,
        { timeout: 2_000 },
      );
    } catch {
      return ran('escape', [`Escape #${press} of ${layers} did not close the topmost dialog within 2 s`]);
    }
  }
  return ran(
    'escape',
    (await cashierDialogs(page)) === 0 ? [] : [`${layers} Escape presses left a cashier dialog open`],
  );
}
