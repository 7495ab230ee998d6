import { useSyncExternalStore } from 'react';
import type { CashierColorScheme } from '@contracts/host/props';
import type { ResolvedColorScheme } from './theme';

/** The system's dark preference, or undefined where there is no matchMedia (jsdom, old engines: light). */
const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined);

function subscribe(onChange: () => void) {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const noSubscription = () => () => undefined;
const systemPrefersDark = () => darkQuery()?.matches === true;
const never = () => false;

/**
 * The scheme to render in: `light` and `dark` as given; `auto` follows the system setting live (a change while the
 * cashier is open re-renders it in the other scheme). Listens only while the preference is `auto`.
 */
export function useColorScheme(preference: CashierColorScheme): ResolvedColorScheme {
  const auto = preference === 'auto';
  const prefersDark = useSyncExternalStore(auto ? subscribe : noSubscription, auto ? systemPrefersDark : never, never);
  return preference === 'dark' || prefersDark ? 'dark' : 'light';
}
