import type { CashierColorScheme } from '../../../contracts/host/props';

/**
 * The cashier's `colorScheme` in the demo: chosen in the Cash screens panel and kept in localStorage under this key,
 * so it survives reloads and deep links. The accessibility sweep sets it before the page loads to sweep the
 * cashier's screens in the dark scheme (test/a11y/sweep.ts).
 */
export const CASHIER_COLOR_SCHEME_KEY = 'host-demo:cashier-color-scheme';

export function readCashierColorScheme(): CashierColorScheme {
  try {
    const stored = window.localStorage.getItem(CASHIER_COLOR_SCHEME_KEY);
    return stored === 'dark' || stored === 'auto' ? stored : 'light';
  } catch {
    return 'light';
  }
}

export function saveCashierColorScheme(scheme: CashierColorScheme): void {
  try {
    window.localStorage.setItem(CASHIER_COLOR_SCHEME_KEY, scheme);
  } catch {
    // Storage blocked: the choice lasts until the page reloads.
  }
}
