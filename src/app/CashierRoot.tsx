import { useEffect, useMemo, useState } from 'react';
import { laterTask } from '@/shared/perf/laterTask';
import { heldStoreView } from '@/shared/store/storeView';
import { InTransition } from './InTransition';
import { Provider } from 'react-redux';
import { BrowserRouter, useInRouterContext, useNavigate, type NavigateFunction } from 'react-router-dom';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { CashierAppProps } from '@contracts/host/props';
import { prepareNumberFormats } from '@/shared/format/number';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { createStyledTheme } from '@/shared/ui/theme';
import { useColorScheme } from '@/shared/ui/useColorScheme';
import { CashierContext } from './CashierContext';
import { CashierRoutes } from './CashierRoutes';
import { resolveProps } from './resolveProps';
import { RootBoundary } from './RootBoundary';
import { makeStore } from './store';
import { StyleIsolation } from '@/shared/ui/StyleIsolation';
import { usePortalRoot } from './usePortalRoot';

export interface CashierRootProps {
  props: CashierAppProps;
  /** `mount()` always brings its own router; CashierApp uses the host's router when it has one. */
  ownRouter?: boolean;
  /** Receives the router's navigate function (and null on unmount), for `mount().navigate`. */
  onNavigator?: (navigate: NavigateFunction | null) => void;
}

function NavigatorBridge({ onNavigator }: { onNavigator: (navigate: NavigateFunction | null) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigator(navigate);
    return () => onNavigator(null);
  }, [navigate, onNavigator]);
  return null;
}

/**
 * One mounted cashier, rendered in a transition after the update that mounts it (InTransition;
 * docs/architecture.md, "The first render in a transition").
 */
export function CashierRoot(root: CashierRootProps) {
  return (
    <InTransition>
      <Root {...root} />
    </InTransition>
  );
}

/** Composition of one mounted cashier: its own store, style sheet, theme, i18n, router and boundaries. */
function Root({ props, ownRouter = false, onNavigator }: CashierRootProps) {
  const { apiBaseUrl, locale, basename, viewOption, theme, colorScheme, zIndexBase, requestTimeoutMs, nonce } = props;
  const resolved = useMemo(
    () =>
      resolveProps({
        apiBaseUrl,
        locale,
        basename,
        viewOption,
        theme,
        colorScheme,
        zIndexBase,
        requestTimeoutMs,
        nonce,
      }),
    [apiBaseUrl, locale, basename, viewOption, theme, colorScheme, zIndexBase, requestTimeoutMs, nonce],
  );
  const [instance] = useState(() =>
    makeStore({ apiBaseUrl: resolved.apiBaseUrl, requestTimeoutMs: resolved.requestTimeoutMs }),
  );
  useEffect(() => {
    instance.setConfig({ apiBaseUrl: resolved.apiBaseUrl, requestTimeoutMs: resolved.requestTimeoutMs });
  }, [instance, resolved.apiBaseUrl, resolved.requestTimeoutMs]);
  // What react-redux reads: the store as it was made, until the first commit's effects have run (the first render is
  // a transition, InTransition.tsx; docs/architecture.md, "The first render in a transition").
  const [view] = useState(() => heldStoreView(instance.store));
  useEffect(() => instance.start(), [instance]);
  // Before the release below: the formats are made in a task of their own, not in the render of the first amounts.
  useEffect(prepareNumberFormats, []);
  // A parent's passive effects run after its children's: every subscription of the first commit is in place. One task
  // later the view shows the live store, and what arrived meanwhile renders once, in a task of its own.
  useEffect(() => {
    void laterTask().then(view.release);
  }, [view]);

  const { root: portalRoot, styles } = usePortalRoot();
  const scheme = useColorScheme(resolved.colorScheme);
  const styledTheme = useMemo(
    () => createStyledTheme(resolved.theme, resolved.zIndexBase, scheme),
    [resolved.theme, resolved.zIndexBase, scheme],
  );
  const context = useMemo(
    () => ({ ...resolved, portalRoot, apiExtra: instance.extra }),
    [resolved, portalRoot, instance],
  );
  const inHostRouter = useInRouterContext();

  const content = (
    <>
      {onNavigator && <NavigatorBridge onNavigator={onNavigator} />}
      <RootBoundary>
        <CashierRoutes />
      </RootBoundary>
    </>
  );

  return (
    <Provider store={view.store}>
      <StyleSheetManager target={styles.target} nonce={resolved.nonce} disableCSSOMInjection={!styles.cssom}>
        <ThemeProvider theme={styledTheme}>
          <StyleIsolation />
          <CashierContext.Provider value={context}>
            <I18nProvider locale={resolved.locale}>
              {inHostRouter && !ownRouter ? content : <BrowserRouter>{content}</BrowserRouter>}
            </I18nProvider>
          </CashierContext.Provider>
        </ThemeProvider>
      </StyleSheetManager>
    </Provider>
  );
}
