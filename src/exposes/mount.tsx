/**
 * `cashier/mount`: the cashier for hosts that are not React. It brings its own React root, store, router,
 * boundaries and portal, opens at the page's location (deep links) and follows back/forward.
 */
import { hostCompatible } from '@/app/hostCompatibility';
import { createRoot } from 'react-dom/client';
import type { NavigateFunction } from 'react-router-dom';
import type { CashierMount, CashierMountHandle } from '../../contracts/host/mount';
import type { CashierAppProps } from '../../contracts/host/props';
import { CashierRoot } from '@/app/CashierRoot';
import { SafetyBoundary } from '@/app/SafetyBoundary';

export type { CashierMount, CashierMountHandle } from '../../contracts/host/mount';
export type { CashierAppProps } from '../../contracts/host/props';

export const mount: CashierMount = (element: HTMLElement, initialProps: CashierAppProps = {}): CashierMountHandle => {
  const root = createRoot(element);
  let props = initialProps;
  let navigator: NavigateFunction | null = null;
  // navigate() before the first render committed is kept and replayed once the router exists.
  let pending: { path: string; replace: boolean } | null = null;
  let unmounted = false;

  const onNavigator = (navigate: NavigateFunction | null) => {
    navigator = navigate;
    if (navigate && pending) {
      const { path, replace } = pending;
      pending = null;
      void navigate(path, { replace });
    }
  };

  const render = () =>
    root.render(
      hostCompatible(true) && (
        <SafetyBoundary>
          <CashierRoot props={props} ownRouter onNavigator={onNavigator} />
        </SafetyBoundary>
      ),
    );
  render();

  return {
    update(next) {
      if (unmounted) return;
      props = { ...props, ...next };
      render();
    },
    navigate(path, options) {
      if (unmounted) return;
      const replace = options?.replace ?? false;
      if (navigator) void navigator(path, { replace });
      else pending = { path, replace };
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      root.unmount();
      navigator = null;
      pending = null;
    },
  };
};

export default mount;
