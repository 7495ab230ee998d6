import { Activity, lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { getAppCash, getAppInit } from '@contracts/api/app';
import { getMessages, getTranslations } from '@contracts/api/i18n';
import { Navigate, Route, Routes, useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import { prefersReducedMotion, usePresence } from '@/shared/a11y/usePresence';
import { forgetEarly, sendEarly, type ApiExtra } from '@/shared/api/baseQuery';
import { buildPath } from '@/shared/api/callContract';
import { i18nApi } from '@/shared/i18n/api';
import { languageFromLocale } from '@/shared/i18n/language';
import { cashApi } from '@/shared/cash/api';
import { useT } from '@/shared/i18n/useT';
import type { FeatureManifest, PrefetchContext } from '@/shared/navigation/manifest';
import { selectHeaderTitle } from '@/shared/navigation/stepTitle';
import { NotificationCenter } from '@/shared/notifications/NotificationCenter';
import { Spinner } from '@/shared/ui/Spinner';
import { Z_LAYER } from '@/shared/ui/theme';
import { useCashierContext } from './CashierContext';
import { CashOverlay } from './CashOverlay';
import { FADE_MS } from './CashOverlay.styles';
import { GateScreen } from './GateScreen';
import { useAppDispatch, useAppSelector } from './hooks';
import type { AppDispatch, RootState } from './store';
import { RouteScreen } from './RouteScreen';
import { findRoute, loadScreen, preloadScreen } from './routes';
import { cashGates, cashPath, cashRoutes, homeRoute, isCashLocation } from './routeTable';
import { useCashLifecycle } from './useCashLifecycle';
import { useReturnPath } from './useReturnPath';

/** Not found is rare: its screen and English load only when a cash URL matches no route. */
const NotFoundScreen = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen'));

const selectAppCash = cashApi.endpoints.getAppCash.select();

/** The shell's first-open GETs whose answers the store does not hold yet (see the call site in CashRoutes). */
const sendShellEarly = (language: string) => (_dispatch: unknown, getState: () => RootState, extra: ApiExtra) => {
  const state = getState();
  const paths: string[] = [];
  if (selectAppCash(state).data === undefined) paths.push(getAppCash.path, getAppInit.path);
  if (i18nApi.endpoints.getMessages.select({ lang: language })(state).data === undefined) {
    paths.push(buildPath(getMessages.path, { lang: language }), buildPath(getTranslations.path, { lang: language }));
  }
  for (const path of paths) void sendEarly(extra, path);
};

type StoreAction = Parameters<AppDispatch>[0];

/**
 * A dispatch that holds its actions until `open()`: a prefetch started during a render touches the network at once
 * (sendEarly: the store's early map, no state) but the store only once that render has committed. A render React throws
 * away (a suspended first mount discards the store it created) must not run queries on a store nobody uses: they
 * would report a 401 to the host a second time (the committed store reports it once itself).
 */
function heldDispatch(dispatch: AppDispatch) {
  const held: StoreAction[] = [];
  let open = false;
  const hold = (action: StoreAction) => {
    if (open) return dispatch(action);
    held.push(action);
    return undefined;
  };
  return {
    // Cast: the store's dispatch type is an overload set (plain actions, thunks); this one forwards both unchanged
    // and returns nothing while held, which prefetches never read (they start queries, they do not await them).
    dispatch: hold as unknown as AppDispatch,
    open() {
      open = true;
      for (const action of held.splice(0)) dispatch(action);
    },
  };
}

/**
 * Runs an area's prefetch (docs/architecture.md, "Opening fast"): `sendEarly` goes through `dispatch` (for the
 * store's config, nothing is stored), the area's store work through `storeDispatch`. On the idle preload, early
 * answers that are not a signed-in success are forgotten, so no later query takes a stale failure.
 */
function runPrefetch(
  dispatch: AppDispatch,
  feature: FeatureManifest,
  route: Pick<PrefetchContext, 'routeId' | 'params' | 'search'>,
  idle = false,
  storeDispatch: AppDispatch = dispatch,
): Promise<unknown> {
  const asked: Promise<boolean>[] = [];
  const sendEarlyPaths = (paths: readonly string[], unlessAnsweredWithinS = 0) =>
    dispatch((_dispatch: unknown, _getState: unknown, extra: ApiExtra) => {
      const answered = Promise.all(paths.map((path) => sendEarly(extra, path, unlessAnsweredWithinS * 1000))).then((answers) => answers.every(Boolean));
      if (idle) void answered.then((ok) => ok || paths.forEach((path) => forgetEarly(extra, path)));
      asked.push(answered);
      return answered;
    });
  feature.prefetch?.({ dispatch: storeDispatch, sendEarly: sendEarlyPaths, idle, ...route });
  return Promise.all(asked);
}

/**
 * The cash area inside whichever router it is given: opens the overlay whenever the location is under the
 * basename, runs the enter/leave effects, and renders the matching child route.
 */
export function CashRoutes() {
  const { basename, portalRoot, zIndexBase, viewOption, locale } = useCashierContext();
  const t = useT();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const isCash = isCashLocation(location.pathname, basename);
  const presence = usePresence(isCash, prefersReducedMotion() ? 0 : FADE_MS);

  useCashLifecycle(isCash, location.pathname, { current: portalRoot });

  // While fading out, keep showing the last cash screen rather than an empty panel.
  const lastCashLocation = useRef(location);
  if (isCash) lastCashLocation.current = location;

  // Where Close goes: the page the player came from (a deep link has none: the site root).
  const close = useReturnPath(isCash, location);

  // How many cash screens deep the player is, so Back never leaves the cashier by surprise.
  // Counted during render (guarded by the location key, so a repeated render counts once) so the Back
  // button appears in the same frame as the screen it belongs to.
  // Only moves between two cash screens count: the push that opened the cashier is not a step back.
  const depth = useRef(0);
  const lastKey = useRef(location.key);
  const lastWasCash = useRef(isCash);
  if (!isCash || !lastWasCash.current) {
    depth.current = 0;
  } else if (location.key !== lastKey.current) {
    if (navigationType === 'PUSH') depth.current += 1;
    else if (navigationType === 'POP') depth.current = Math.max(0, depth.current - 1);
  }
  lastKey.current = location.key;
  lastWasCash.current = isCash;

  const found = findRoute(lastCashLocation.current.pathname, basename);
  // A cash URL that matches no route shows the home route's header above Not found.
  const shown = found?.route ?? homeRoute;
  const routeTitle = t(useAppSelector((state) => selectHeaderTitle(state, shown.id, shown.title)));
  // A gate (docs/architecture.md, "Gates") takes every cash screen over while the cash data says so.
  const appCash = useAppSelector(selectAppCash).data;
  const gate = appCash ? cashGates.find((candidate) => candidate.applies(appCash)) : undefined;
  const title = gate ? t(gate.title) : routeTitle;

  // Entering a route starts its chunk in this render, before the overlay's first commit (docs/architecture.md,
  // "Opening fast"); entering an area starts its first screen's requests in the same render, before React renders
  // the screen (in the task of the click that navigated): the early GET map and RTK Query dedupe a repeated render.
  if (isCash && found) preloadScreen(found.route);
  const dispatch = useAppDispatch();
  const enteredFeature = isCash ? found?.route.feature : undefined;
  // The shell's own calls start here too when the store does not hold their answers yet (a first open): app cash
  // and app init (useCashLifecycle's effect asks them on every entry; the first screen waits for the cash data) and
  // the language's server strings (I18nProvider's queries, started after the first commit otherwise). With kept
  // answers nothing is sent early: the effects refresh them after the screen, which shows the kept ones.
  const enteredCash = useRef(false);
  if (isCash && !enteredCash.current) dispatch(sendShellEarly(languageFromLocale(locale)));
  enteredCash.current = isCash;
  const prefetched = useRef<FeatureManifest | undefined>(undefined);
  const heldPrefetch = useRef<ReturnType<typeof heldDispatch> | null>(null);
  if (prefetched.current !== enteredFeature) {
    // Once per entry into the area, not on every move inside it. Its store work waits for this render's commit.
    prefetched.current = enteredFeature;
    if (enteredFeature && found) {
      const held = heldDispatch(dispatch);
      heldPrefetch.current = held;
      runPrefetch(dispatch, enteredFeature, { routeId: found.route.id, params: found.params, search: lastCashLocation.current.search }, false, held.dispatch);
    }
  }
  // Committed: the entering prefetch may use the store now.
  useLayoutEffect(() => {
    heldPrefetch.current?.open();
    heldPrefetch.current = null;
  });

  // The host's idle preload (the cashier mounted, the cash area closed): the likely first screen's chunk and data,
  // once the page is idle, so the first open waits for neither (the data only with a session: PrefetchContext.idle).
  // Then the warm-up (below) renders the first screen hidden, so the open finds its styles in the sheet.
  const [warmUp, setWarmUp] = useState(false);
  const opened = useRef(false);
  if (isCash) opened.current = true;
  useEffect(() => {
    if (isCash) return;
    const onIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = onIdle(() => {
      const answered = runPrefetch(dispatch, homeRoute.feature, { routeId: homeRoute.id, params: {}, search: '' }, true);
      Promise.all([loadScreen(homeRoute).promise, answered]).then(() => setWarmUp(true), () => undefined);
    });
    return () => cancel(handle);
    // Once per mount: after an open the chunk and data are in anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const back = depth.current > 0 ? () => navigate(-1) : undefined;

  // The cash routes at a location: the shown one, or the warm-up's (`close` reads a ref, so a stale closure still
  // goes to the right place; `t` only for the Not found fallback's label).
  const routesAt = useCallback(
    (at: Partial<Location>) => (
      <Routes location={at}>
        <Route path={`${basename.replace(/^\//, '')}/*`}>
          <Route index element={<Navigate to={homeRoute.example} replace />} />
          {cashRoutes.map((route) => (
            <Route key={route.id} path={route.path} element={<RouteScreen route={route} onClose={close} />} />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <NotFoundScreen />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [basename],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const routes = useMemo(() => routesAt(lastCashLocation.current), [routesAt, lastCashLocation.current]);

  // The warm-up (docs/architecture.md, "Opening fast"): after the host's idle preload, and until the first open, the
  // home screen as the first open will show it (the preloaded chunk and data), rendered by React at its lowest
  // priority inside a hidden Activity. No effect inside runs (no query, event, focus or readiness mark) and its DOM
  // is `display: none`, but styled-components writes the rules of every component it renders, so the open finds
  // them in the sheet: no frame of the open re-parses the style tag and lays the page out again
  // (test/bench/README.md, "Where the floor is"). Dropped at the first open.
  const warmRoutes = useMemo(() => routesAt({ pathname: cashPath(basename, homeRoute.example), key: 'warm-up' }), [routesAt, basename]);

  const notifications = <NotificationCenter zIndex={zIndexBase + Z_LAYER.notification} />;
  return createPortal(
    presence === 'closed' ? (
      <>
        {notifications}
        {warmUp && !opened.current && (
          <Activity mode="hidden">
            <CashOverlay presence="open" zIndex={zIndexBase + Z_LAYER.overlay} title={title} onClose={close} warmUp>
              {warmRoutes}
            </CashOverlay>
          </Activity>
        )}
      </>
    ) : (
      <CashOverlay
        presence={presence}
        zIndex={zIndexBase + Z_LAYER.overlay}
        title={title}
        onClose={close}
        onBack={back}
        notifications={notifications}
      >
        {gate ? <GateScreen gate={gate} viewOption={viewOption} onBack={back ?? close} onClose={close} /> : routes}
      </CashOverlay>
    ),
    portalRoot,
  );
}
