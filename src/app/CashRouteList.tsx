import { memo } from 'react';
import { Navigate, Route, Routes, type Location } from 'react-router-dom';
import { lazyPart } from '@/shared/lazy/lazyPart';
import { useCashierContext } from './CashierContext';
import { Loading } from './Loading';
import { RouteScreen } from './RouteScreen';
import { homeRoute, type CashRoute } from './routeTable';

/** Not found is rare: its screen and English load only when a cash URL matches no route (a lazy part). */
const notFound = lazyPart(
  () => import(/* webpackChunkName: "not-found" */ './NotFoundScreen').then((module) => module.default),
  <Loading />,
);

/**
 * The cash routes at a location (the shown one, or the warm-up's), under the basename: the bare basename leads home,
 * `route`, the manifest route the location matches (the caller's `findRoute`, the match the header's title follows),
 * shows its screen, anything else Not found. Only that route is given to the router: with every route of the table,
 * the router flattened, ranked and matched about forty routes on each render, ~8 ms of script (~34 ms at 4× CPU
 * slowdown) in every open (test/bench/README.md, "The route list"). Memoized: it renders again only when the
 * location, `onClose` (stable: useReturnPath) or the cashier's context changes, so a header or presence change does
 * not re-render the screen.
 */
export const CashRouteList = memo(function CashRouteList({
  location,
  route,
  onClose,
}: {
  location: Partial<Location>;
  /** The route `location` matches (`findRoute`), if any. */
  route: CashRoute | undefined;
  onClose: () => void;
}) {
  const { basename } = useCashierContext();
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
