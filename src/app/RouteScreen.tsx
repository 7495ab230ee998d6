import { Suspense, useState } from 'react';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Spinner } from '@/shared/ui/Spinner';
import { useT } from '@/shared/i18n/useT';
import { lazyScreen } from './routes';
import type { CashRouteId } from './routeTable';

/**
 * One route's screen: loaded lazily, behind its own error boundary, so a failing screen (or a chunk lost in
 * a redeploy) shows a recoverable error inside the overlay while the header, close and Escape keep working.
 */
export function RouteScreen({ id, onClose }: { id: CashRouteId; onClose: () => void }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(id, attempt);
  return (
    <ErrorBoundary resetKeys={[id, attempt]} onRetry={() => setAttempt((n) => n + 1)} onClose={onClose}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
