import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { RouteIdContext } from '@/shared/navigation/stepTitle';
import { screenPart } from './routes';
import type { CashRoute } from './routeTable';

/**
 * One route's screen: its chunk started when the route was entered (or earlier, on the host's idle preload),
 * rendered in the same frame when it is already in, else the loading status until it is (`screenPart`, a lazy part).
 * Behind its own error boundary, so a failing screen (or a chunk lost in a redeploy) shows a recoverable error
 * inside the overlay while the header, close and Escape keep working; Try again mounts the screen again, which asks
 * for a failed chunk again.
 */
export function RouteScreen({ route, onClose }: { route: CashRoute; onClose: () => void }) {
  const { Part } = screenPart(route);
  return (
    <ErrorBoundary resetKeys={[route.id]} onClose={onClose}>
      <RouteIdContext value={route.id}>
        <Part key={route.id} />
      </RouteIdContext>
    </ErrorBoundary>
  );
}
