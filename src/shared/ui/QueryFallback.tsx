import { CallError } from './CallError';
import type { QueryStatusProps } from './QueryStatus';
import { ScreenSkeleton } from './ScreenSkeleton';

/**
 * In place of a query's data while it has none: the outline of what will arrive while it first loads, otherwise its
 * error with Try again.
 */
export function QueryFallback({ query, loading, shape }: QueryStatusProps) {
  if (query.isLoading) return <ScreenSkeleton part shape={shape} label={loading} />;
  return <CallError error={query.error} onRetry={() => void query.refetch()} />;
}
