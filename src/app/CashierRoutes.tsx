import { Activity, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { prefersReducedMotion, usePresence } from '@/shared/a11y/usePresence';
import { languageFromLocale } from '@/shared/i18n/language';
import { NotificationCenter } from '@/shared/notifications/NotificationCenter';
import { Z_LAYER } from '@/shared/ui/theme';
import { useCashierContext } from './CashierContext';
import { CashierOverlay } from './CashierOverlay';
import { FADE_MS } from './CashierOverlay.styles';
import { CashRouteList } from './CashRouteList';
import { GateScreen } from './GateScreen';
import { findRoute } from './routes';
import { cashPath, homeRoute, isCashLocation } from './routeTable';
import { useCashDepth } from './useCashDepth';
import { useCashHeader } from './useCashHeader';
import { useCashierLifecycle } from './useCashierLifecycle';
import { useEntryPrefetch } from './useEntryPrefetch';
import { useIdleWarmUp } from './useIdleWarmUp';
import { useLastCashLocation } from './useLastCashLocation';
import { useReturnPath } from './useReturnPath';

/**
 * The cash area inside whichever router it is given: opens the overlay whenever the location is under the
 * basename, runs the enter/leave effects, and renders the matching child route. Each job is a part of its own
 * (docs/architecture.md, "Opening fast"); this component only composes them.
 */
export function CashierRoutes() {
  const { basename, portalRoot, zIndexBase, viewOption, locale, apiExtra } = useCashierContext();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const isCash = isCashLocation(location.pathname, basename);
  const presence = usePresence(isCash, prefersReducedMotion() ? 0 : FADE_MS);

  useCashierLifecycle(isCash, location.pathname, portalRoot);
  // While fading out, the last cash screen stays rather than an empty panel.
  const shownLocation = useLastCashLocation(isCash, location);
  const close = useReturnPath(isCash, location);
  const depth = useCashDepth(isCash, location.key, navigationType);

  const found = useMemo(() => findRoute(shownLocation.pathname, basename), [shownLocation.pathname, basename]);
  // A cash URL that matches no route shows the home route's header above Not found.
  const { title, gate } = useCashHeader(found?.route ?? homeRoute);

  // The entry's chunk and requests start in this render, before React renders the screen.
  useEntryPrefetch({
    isCash,
    found,
    search: shownLocation.search,
    language: languageFromLocale(locale),
    extra: apiExtra,
  });
  const warmUp = useIdleWarmUp(isCash, apiExtra);

  // Back is the browser's back after another cash screen; opened cold, the route's `up` (if any) in place of this one.
  const up = found?.route.up?.(found.params);
  const back =
    depth > 0
      ? () => navigate(-1)
      : up === undefined
        ? undefined
        : () => navigate(cashPath(basename, up), { replace: true });

  // The warm-up (docs/architecture.md, "Opening fast"): after the host's idle preload, and until the first open, the
  // home screen as the first open will show it (the preloaded chunk and data), rendered by React at its lowest
  // priority inside a hidden Activity. No effect inside runs (no query, event, focus or readiness mark) and its DOM
  // is `display: none`, but styled-components writes the rules of every component it renders, so the open finds
  // them in the sheet: no frame of the open re-parses the style tag and lays the page out again
  // (test/bench/README.md, "Where the floor is"). Dropped at the first open.
  const warm = useMemo(() => {
    const at = { pathname: cashPath(basename, homeRoute.example), key: 'warm-up' };
    return { location: at, route: findRoute(at.pathname, basename)?.route };
  }, [basename]);

  const notifications = <NotificationCenter zIndex={zIndexBase + Z_LAYER.notification} />;
  return createPortal(
    presence === 'closed' ? (
      <>
        {notifications}
        {warmUp && (
          <Activity mode="hidden">
            <CashierOverlay presence="open" zIndex={zIndexBase + Z_LAYER.overlay} title={title} onClose={close} warmUp>
              <CashRouteList location={warm.location} route={warm.route} onClose={close} />
            </CashierOverlay>
          </Activity>
        )}
      </>
    ) : (
      <CashierOverlay
        presence={presence}
        zIndex={zIndexBase + Z_LAYER.overlay}
        title={title}
        onClose={close}
        onBack={back}
        notifications={notifications}
      >
        {gate ? (
          <GateScreen gate={gate} viewOption={viewOption} onBack={back ?? close} onClose={close} />
        ) : (
          <CashRouteList location={shownLocation} route={found?.route} onClose={close} />
        )}
      </CashierOverlay>
    ),
    portalRoot,
  );
}
