import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { matchPath, Navigate, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { prefersReducedMotion, usePresence } from '@/shared/a11y/usePresence';
import { cashApi } from '@/shared/cash/api';
import { selectWrapperMode } from '@/shared/cash/cashSlice';
import { useT } from '@/shared/i18n/useT';
import { selectHeaderTitle } from '@/shared/navigation/stepTitle';
import { NotificationCenter } from '@/shared/notifications/NotificationCenter';
import { Z_LAYER } from '@/shared/ui/theme';
import { useCashierContext } from './CashierContext';
import { CashOverlay } from './CashOverlay';
import { FADE_MS } from './CashOverlay.styles';
import { GateScreen } from './GateScreen';
import { useAppDispatch, useAppSelector } from './hooks';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteScreen } from './RouteScreen';
import { cashGates, cashRoutes, homeRoute, isCashLocation, type CashRoute } from './routeTable';
import { useCashLifecycle } from './useCashLifecycle';
import { useReturnPath } from './useReturnPath';

/** The route a cash location shows, with its path params (the first match in the manifests' order). */
function findRoute(pathname: string, basename: string): { route: CashRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of cashRoutes) {
    const match = matchPath({ path: `${basename}/${route.path}`, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

const selectAppCash = cashApi.endpoints.getAppCash.select();

/**
 * The cash area inside whichever router it is given: opens the overlay whenever the location is under the
 * basename, runs the enter/leave effects, and renders the matching child route.
 */
export function CashRoutes() {
  const { basename, portalRoot, zIndexBase, viewOption } = useCashierContext();
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

  const wrapperMode = useAppSelector(selectWrapperMode);
  const found = findRoute(lastCashLocation.current.pathname, basename);
  // A cash URL that matches no route shows the home route's header above Not found.
  const shown = found?.route ?? homeRoute;
  const routeTitle = t(useAppSelector((state) => selectHeaderTitle(state, shown.id, shown.title)));
  // A gate (docs/architecture.md, "Gates") takes every cash screen over while the cash data says so.
  const appCash = useAppSelector(selectAppCash).data;
  const gate = appCash ? cashGates.find((candidate) => candidate.applies(appCash)) : undefined;
  const title = gate ? t(gate.title) : routeTitle;

  // Entering an area lets it start its first screen's requests while the screen's chunk downloads.
  const dispatch = useAppDispatch();
  const enteredFeature = isCash ? found?.route.feature : undefined;
  useEffect(() => {
    if (!enteredFeature || !found) return;
    enteredFeature.prefetch?.({ dispatch, routeId: found.route.id, params: found.params, search: lastCashLocation.current.search });
    // Once per entry into the area, not on every move inside it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enteredFeature, dispatch]);

  const back = depth.current > 0 ? () => navigate(-1) : undefined;

  const routes = useMemo(
    () => (
      <Routes location={lastCashLocation.current}>
        <Route path={`${basename.replace(/^\//, '')}/*`}>
          <Route index element={<Navigate to={homeRoute.example} replace />} />
          {cashRoutes.map((route) => (
            <Route key={route.id} path={route.path} element={<RouteScreen route={route} onClose={close} />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    ),
    // `close` reads a ref, so a stale closure still goes to the right place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [basename, lastCashLocation.current],
  );

  const notifications = <NotificationCenter zIndex={zIndexBase + Z_LAYER.notification} />;
  return createPortal(
    presence === 'closed' ? (
      notifications
    ) : (
      <CashOverlay
        presence={presence}
        zIndex={zIndexBase + Z_LAYER.overlay}
        wrapperMode={wrapperMode}
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
