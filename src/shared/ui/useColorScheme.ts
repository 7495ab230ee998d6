import { useSyncExternalStore } from 'react';
import type { CashierColorScheme } from '@contracts/host/props';
import type { ResolvedColorScheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribeToSystem(onChange: () => void) {
  if (!hasMatchMedia()) return () => undefined;
  const list = window.matchMedia(DARK_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const noSubscription = () => () => undefined;
const systemPrefersDark = () => hasMatchMedia() && window.matchMedia(DARK_QUERY).matches;
const never = () => false;

/**
 * The scheme to render in: `light` and `dark` as given; `auto` follows the system setting live (a change while the
 * cashier is open re-renders it in the other scheme). Listens only while the preference is `auto`.
 */
export function useColorScheme(preference: CashierColorScheme): ResolvedColorScheme {
  const auto = preference === 'auto';
  const prefersDark = useSyncExternalStore(auto ? subscribeToSystem : noSubscription, auto ? systemPrefersDark : never, never);
  return preference === 'dark' || (auto && prefersDark) ? 'dark' : 'light';
}
