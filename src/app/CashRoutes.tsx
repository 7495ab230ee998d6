import { useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { matchPath, Navigate, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { prefersReducedMotion, usePresence } from '@/shared/a11y/usePresence';
import { selectCashTitle, selectWrapperMode } from '@/shared/cash/cashSlice';
import { useT } from '@/shared/i18n/useT';
import { NotificationCenter } from '@/shared/notifications/NotificationCenter';
import { Z_LAYER } from '@/shared/ui/theme';
import { useCashierContext } from './CashierContext';
import { CashOverlay } from './CashOverlay';
import { FADE_MS } from './CashOverlay.styles';
import { useAppSelector } from './hooks';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteScreen } from './RouteScreen';
import { cashRouteTable, isCashLocation, type CashRouteEntry } from './routeTable';
import { useCashLifecycle } from './useCashLifecycle';
import { useReturnPath } from './useReturnPath';

/** Routes whose header shows the deposit step title (spec §2 title keys); others show their own name. */
const DEPOSIT_STEP_ROUTES = new Set(['deposit', 'depositByMoney', 'depositOffer']);

function findRoute(pathname: string, basename: string): CashRouteEntry | undefined {
  return cashRouteTable.find((entry) => matchPath({ path: `${basename}/${entry.path}`, end: true }, pathname));
}

/**
 * The cash area inside whichever router it is given: opens the overlay whenever the location is under the
 * basename, runs the enter/leave effects, and renders the matching child route.
 */
export function CashRoutes() {
  const { basename, portalRoot, zIndexBase } = useCashierContext();
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

  const cashTitle = useAppSelector(selectCashTitle);
  const wrapperMode = useAppSelector(selectWrapperMode);
  const route = findRoute(lastCashLocation.current.pathname, basename);
  const title = !route || DEPOSIT_STEP_ROUTES.has(route.id) ? t(`cash.title.${cashTitle}`) : t(`cash.route.${route.id}`);

  const back = depth.current > 0 ? () => navigate(-1) : undefined;

  const routes = useMemo(
    () => (
      <Routes location={lastCashLocation.current}>
        <Route path={`${basename.replace(/^\//, '')}/*`}>
          <Route index element={<Navigate to="deposit/" replace />} />
          {cashRouteTable.map((entry) => (
            <Route key={entry.id} path={entry.path} element={<RouteScreen id={entry.id} onClose={close} />} />
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
        {routes}
      </CashOverlay>
    ),
    portalRoot,
  );
}
