import { memo } from 'react';
import { Navigate, Route, Routes, type Location } from 'react-router-dom';
import { lazyPart } from '@/shared/lazy/lazyPart';
import { useCashierContext } from './CashierContext';
import { Loading } from './Loading';
import { RouteScreen } from './RouteScreen';
import { cashRoutes, homeRoute } from './routeTable';

/** Not found is rare: its screen and English load only when a cash URL matches no route (a lazy part). */
const notFound = lazyPart(
  () => import(/* webpackChunkName: "not-found" */ './NotFoundScreen').then((module) => module.default),
  <Loading />,
);

/**
 * The cash routes at a location (the shown one, or the warm-up's), under the basename: the bare basename leads home,
 * each manifest route shows its screen, anything else Not found. Memoized: it renders again only when the location,
 * `onClose` (stable: useReturnPath) or the cashier's context changes, so a header or presence change does not
 * re-render the screen.
 */
export const CashRouteList = memo(function CashRouteList({
  location,
  onClose,
}: {
  location: Partial<Location>;
  onClose: () => void;
}) {
  const { basename } = useCashierContext();
  return (
    <Routes location={location}>
      <Route path={`${basename.replace(/^\//, '')}/*`}>
        <Route index element={<Navigate to={homeRoute.example} replace />} />
        {cashRoutes.map((route) => (
          <Route key={route.id} path={route.path} element={<RouteScreen route={route} onClose={onClose} />} />
        ))}
        <Route path="*" element={<notFound.Part />} />
      </Route>
    </Routes>
  );
});
