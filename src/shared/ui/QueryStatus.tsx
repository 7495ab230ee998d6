import { CallError } from './CallError';
import { ScreenSkeleton, type ScreenSkeletonShape } from './ScreenSkeleton';

/** The parts of an RTK Query hook's result these views read. */
export interface QueryProgress {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStatusProps {
  query: QueryProgress;
  /** What is loading, already translated (announced while the outline shows). */
  loading: string;
  /** The outline of what will arrive (ScreenSkeleton's shapes); default `list`. */
  shape?: ScreenSkeletonShape;
}

/**
 * Beside a query's data: the outline of what will arrive while it first loads, its error with Try again once it
 * failed, else nothing.
 */
export function QueryStatus({ query, loading, shape }: QueryStatusProps) {
  if (query.isLoading) return <ScreenSkeleton part shape={shape} label={loading} />;
  if (query.isError) return <CallError error={query.error} onRetry={() => void query.refetch()} />;
  return null;
}
