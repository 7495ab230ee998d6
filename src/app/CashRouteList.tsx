import { lazy, memo, Suspense } from 'react';
import { Navigate, Route, Routes, type Location } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { Spinner } from '@/shared/ui/Spinner';
import { useCashierContext } from './CashierContext';
import { RouteScreen } from './RouteScreen';
import { cashRoutes, homeRoute } from './routeTable';

/** Not found is rare: its screen and English load only when a cash URL matches no route. */
const NotFoundScreen = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen'));

function NotFoundRoute() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <NotFoundScreen />
    </Suspense>
  );
}

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
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
});
