import { Suspense, useEffect, useReducer, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Spinner } from '@/shared/ui/Spinner';
import { useT } from '@/shared/i18n/useT';
import { RouteIdContext } from '@/shared/navigation/stepTitle';
import { loadedScreen, preloadScreen } from './routes';
import type { CashRoute } from './routeTable';

/**
 * One route's screen, behind its own error boundary, so a failing screen (or a chunk lost in a redeploy) shows a
 * recoverable error inside the overlay while the header, close and Escape keep working.
 */
export function RouteScreen({ route, onClose }: { route: CashRoute; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary resetKeys={[route.id, attempt]} onRetry={() => setAttempt((n) => n + 1)} onClose={onClose}>
      <LoadedScreen route={route} attempt={attempt} />
    </ErrorBoundary>
  );
}

/**
 * The screen once its chunk is in, rendered directly; a spinner until then. Not a `lazy()` behind Suspense: a
 * chunk already loaded (preloaded on idle or on entering) shows in the first frame, and one still loading shows
 * as soon as it arrives, without React holding a revealed Suspense boundary back after its fallback.
 */
function LoadedScreen({ route, attempt }: { route: CashRoute; attempt: number }) {
  const t = useT();
  const Screen: ComponentType | undefined = loadedScreen(route);
  const [, loadedNow] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ attempt: number; error: unknown } | null>(null);
  useEffect(() => {
    if (Screen) return;
    let live = true;
    preloadScreen(route).then(
      () => live && loadedNow(),
      (error: unknown) => live && setFailure({ attempt, error }),
    );
    return () => {
      live = false;
    };
  }, [route, attempt, Screen]);
  // The route boundary shows it with Try again, which raises the attempt and loads the chunk again.
  if (failure && failure.attempt === attempt) throw failure.error;
  const spinner = <Spinner label={t('common.loading')} />;
  if (!Screen) return spinner;
  return (
    // For what a screen itself loads lazily.
    <Suspense fallback={spinner}>
      <RouteIdContext value={route.id}>
        <Screen />
      </RouteIdContext>
    </Suspense>
  );
}
