import { memo, useMemo } from 'react';
import { Navigate, Route, Routes, type Location } from 'react-router-dom';
import { lazyPart } from '@/shared/lazy/lazyPart';
import { useCashierContext } from './CashierContext';
import { Loading } from './Loading';
import { findRoute } from './routes';
import { RouteScreen } from './RouteScreen';
import { homeRoute } from './routeTable';

/** Not found is rare: its screen and English load only when a cash URL matches no route (a lazy part). */
const notFound = lazyPart(
  () => import(/* webpackChunkName: "not-found" */ './NotFoundScreen').then((module) => module.default),
  <Loading />,
);

/**
 * The cash routes at a location (the shown one, or the warm-up's), under the basename: the bare basename leads home,
 * the manifest route the location matches shows its screen (`findRoute`, the match the header's title follows), anything
 * else Not found. Only that route is given to the router: with every route of the table, the router flattened, ranked
 * and matched about forty routes on each render, ~8 ms of script (~34 ms at 4× CPU slowdown) in every open
 * (test/bench/README.md, "The route list"). Memoized: it renders again only when the location, `onClose` (stable:
 * useReturnPath) or the cashier's context changes, so a header or presence change does not re-render the screen.
 */
export const CashRouteList = memo(function CashRouteList({
  location,
  onClose,
}: {
  location: Partial<Location>;
  onClose: () => void;
}) {
  const { basename } = useCashierContext();
  const pathname = location.pathname ?? '';
  const route = useMemo(() => findRoute(pathname, basename)?.route, [pathname, basename]);
  return (
    <Routes location={location}>
      <Route path={`${basename.replace(/^\//, '')}/*`}>
        <Route index element={<Navigate to={homeRoute.example} replace />} />
        {route && <Route path={route.path} element={<RouteScreen route={route} onClose={onClose} />} />}
        <Route path="*" element={<notFound.Part />} />
      </Route>
    </Routes>
  );
});
