import { Suspense, useState } from 'react';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Spinner } from '@/shared/ui/Spinner';
import { useT } from '@/shared/i18n/useT';
import { RouteIdContext } from '@/shared/navigation/stepTitle';
import { lazyScreen } from './routes';
import type { CashRoute } from './routeTable';

/**
 * One route's screen: loaded lazily, behind its own error boundary, so a failing screen (or a chunk lost in
 * a redeploy) shows a recoverable error inside the overlay while the header, close and Escape keep working.
 */
export function RouteScreen({ route, onClose }: { route: CashRoute; onClose: () => void }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(route, attempt);
  return (
    <ErrorBoundary resetKeys={[route.id, attempt]} onRetry={() => setAttempt((n) => n + 1)} onClose={onClose}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <RouteIdContext value={route.id}>
          <Screen />
        </RouteIdContext>
      </Suspense>
    </ErrorBoundary>
  );
}
