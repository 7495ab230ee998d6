import { Suspense, useState } from 'react';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Spinner } from '@/shared/ui/Spinner';
import { useT } from '@/shared/i18n/useT';
import { RouteIdContext } from '@/shared/navigation/stepTitle';
import { loadScreen } from './routes';
import type { CashRoute } from './routeTable';

/**
 * The screen of one route and attempt: rendered directly when its chunk was already in at mount (preloaded on
 * entering or on the host's idle preload: no Suspense fallback, no frame lost), else through `lazy()`. Decided once
 * per mount, so the screen's state is never thrown away by a switch between the two.
 */
function LoadedScreen({ route, attempt }: { route: CashRoute; attempt: number }) {
  const load = loadScreen(route, attempt);
  const [Screen] = useState(() => load.loaded ?? load.lazy);
  return <Screen />;
}

/**
 * One route's screen: its chunk started when the route was entered (or earlier, on the host's idle preload),
 * behind its own error boundary, so a failing screen (or a chunk lost in a redeploy) shows a recoverable error
 * inside the overlay while the header, close and Escape keep working.
 */
export function RouteScreen({ route, onClose }: { route: CashRoute; onClose: () => void }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary resetKeys={[route.id, attempt]} onRetry={() => setAttempt((n) => n + 1)} onClose={onClose}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <RouteIdContext value={route.id}>
          <LoadedScreen key={`${route.id}:${attempt}`} route={route} attempt={attempt} />
        </RouteIdContext>
      </Suspense>
    </ErrorBoundary>
  );
}
