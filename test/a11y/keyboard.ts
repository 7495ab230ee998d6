import type { Page } from 'playwright-core';
import { focusedRing, focusPlace, focusScope, hostSheets, probeHost, restRings, tagTabbables, type Ring } from './pageHelpers';
import type { CheckName, CheckResult } from './types';

const sameRing = (a: Ring, b: Ring): boolean => a.outline === b.outline && a.boxShadow === b.boxShadow;
const shows = (ring: Ring) => ring.outline !== 'none' || (ring.boxShadow !== 'none' && ring.boxShadow !== '');

const ran = (check: CheckName, violations: string[]): CheckResult => ({ check, status: 'ran', violations });

/**
 * Tab and Shift+Tab around the cashier's modal scope, 2 × (tabbables + 1) presses each way: focus never leaves
 * the scope, every tabbable is reached both ways, and each shows a focus indicator (outline or box-shadow)
 * that it does not show at rest, measured with the host page's own style sheets off. Then scripted focus and pointer hit-tests must not reach the host page.
 */
export async function trapChecks(page: Page): Promise<CheckResult[]> {
  const names = await tagTabbables(page);
  const count = names.length;
  const presses = 2 * (count + 1);
  const results: CheckResult[] = [];

  await focusScope(page);
  await hostSheets(page, false);
  await restRings(page);

  const tabViolations: string[] = [];
  const visibleViolations: string[] = [];
  const reachedForward = new Set<number>();
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press('Tab');
    const place = await focusPlace(page);
    if (!place.inside) tabViolations.push(`Tab #${press} moved focus out of the dialog, to ${place.description}`);
    if (place.tag === null) continue;
    if (reachedForward.has(place.tag)) continue;
    reachedForward.add(place.tag);
    const rings = await focusedRing(page);
    if (!rings?.rest) continue;
    const { focused, rest } = rings;
    // A focused frame hands focus to its own document, which draws its own indicator.
    if (focused.isFrame) continue;
    if (!shows(focused) || sameRing(focused, rest)) {
      visibleViolations.push(`${names[place.tag] ?? place.description}: no visible focus indicator (focused ${JSON.stringify(focused)}, at rest ${JSON.stringify(rest)})`);
    }
  }
  await hostSheets(page, true);
  results.push(ran('tab-trap', tabViolations));

  await focusScope(page);
  const shiftViolations: string[] = [];
  const reachedBackward = new Set<number>();
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press('Shift+Tab');
    const place = await focusPlace(page);
    if (!place.inside) shiftViolations.push(`Shift+Tab #${press} moved focus out of the dialog, to ${place.description}`);
    if (place.tag !== null) reachedBackward.add(place.tag);
  }
  results.push(ran('shift-tab-trap', shiftViolations));

  const unreached: string[] = [];
  names.forEach((name, index) => {
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

/** Escape with focus inside the dialog closes the cashier (the dialog leaves the DOM within 2 s). */
export async function escapeCheck(page: Page): Promise<CheckResult> {
  const place = await focusPlace(page);
  if (!place.inside) await focusScope(page);
  await page.keyboard.press('Escape');
  try {
    await page.waitForFunction(() => document.querySelector('[data-cashier-root] [role="dialog"]') === null, undefined, { timeout: 2_000 });
    return ran('escape', []);
  } catch {
    return ran('escape', ['Escape did not close the cashier dialog within 2 s']);
  }
}
