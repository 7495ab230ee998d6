import { CallError } from './CallError';
import { Spinner } from './Spinner';

/** The parts of an RTK Query hook's result these views read. */
export interface QueryProgress {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStatusProps {
  query: QueryProgress;
  /** What is loading, already translated (the spinner's label). */
  loading: string;
}

/** Beside a query's data: a spinner while it first loads, its error with Try again once it failed, else nothing. */
export function QueryStatus({ query, loading }: QueryStatusProps) {
  if (query.isLoading) return <Spinner label={loading} />;
  if (query.isError) return <CallError error={query.error} onRetry={() => void query.refetch()} />;
  return null;
}
