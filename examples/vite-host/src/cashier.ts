/**
 * What the page needs from the cashier, in a module that is not a component file: saving App.tsx then re-renders
 * the page under Fast Refresh and leaves the open cashier as it is. Defined in a component file, the error boundary
 * class would be remounted on every save with the cashier inside it (the host hears leave-cash and open-cash, the
 * player's form is emptied), and a lazy() component exported from one makes Vite reload the whole page instead.
 */
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { CashierAppProps, CashierBootHint, CashierEventBus } from '@cashier/host-contracts';

// The first-screen hint (README, "Opening fast"): the props App.tsx passes the cashier, set before its
// remoteEntry.js runs, so a page opened on /cash/… asks for its first screen's data with the code.
const hint: CashierBootHint = { apiBaseUrl: import.meta.env.VITE_CASHIER_API_BASE_URL || undefined };
(globalThis as Record<symbol, unknown>)[Symbol.for('cashier.boot.v1')] = hint;

// The cashier is built by webpack: remoteEntry.js is a classic script that sets a global (`type: 'var'`) named
// `__cashier_remote__`. Its manifest URL (mf-manifest.json) works as the entry too: the manifest names both.
registerRemotes([
  {
    name: 'cashier',
    entry: import.meta.env.VITE_CASHIER_REMOTE_ENTRY,
    type: 'var',
    entryGlobalName: '__cashier_remote__',
  },
]);

export const CashierApp = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType<CashierAppProps> }>('cashier/CashierApp');
  if (!module) throw new Error('cashier/CashierApp did not load');
  return module;
});

/** A cashier outage (CDN down, a failed chunk) must not blank the host page: `fallback` shows instead. */
export class CashierBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The event bus, requested at once and never awaited at the top level: with the remote down it is null. */
export const cashierEvents: Promise<CashierEventBus | null> = loadRemote<{ default: CashierEventBus }>(
  'cashier/events',
).then(
  (module) => module?.default ?? null,
  (error: unknown) => {
    console.warn('[host] cashier events unavailable', error);
    return null;
  },
);
