import { CallError } from './CallError';
import type { QueryStatusProps } from './QueryStatus';
import { Spinner } from './Spinner';

/** In place of a query's data while it has none: a spinner while it first loads, otherwise its error with Try again. */
export function QueryFallback({ query, loading }: QueryStatusProps) {
  if (query.isLoading) return <Spinner label={loading} />;
  return <CallError error={query.error} onRetry={() => void query.refetch()} />;
}
