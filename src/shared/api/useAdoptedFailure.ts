import { useState } from 'react';
import { useStore } from 'react-redux';
import { ADOPT_FAILURE_MS, prefetchFailedAt } from './prefetched';

/** The cache entry a screen is about to read (`endpoints.x.select(arg)(state)`). */
interface CacheEntry {
  isError: boolean;
  error?: unknown;
  requestId?: string;
}

export interface Adoption {
  /** Pass as the query's `skip`: the adopted failure stands until the player asks again. */
  skip: boolean;
  error: unknown;
  /** The player's Try again: subscribes, which sends the call. */
  retry: () => void;
}

/** Decides on mount whether the screen adopts its entry's recent prefetch failure (see ADOPT_FAILURE_MS). */
export function useAdoptedFailure<S>(select: (state: S) => CacheEntry): Adoption {
  const store = useStore<S>();
  const [adopted, setAdopted] = useState(() => {
    const entry = select(store.getState());
    const failedAt = entry.isError && entry.requestId ? prefetchFailedAt.get(entry.requestId) : undefined;
    return failedAt !== undefined && Date.now() - failedAt < ADOPT_FAILURE_MS ? { error: entry.error } : null;
  });
  return { skip: adopted !== null, error: adopted?.error, retry: () => setAdopted(null) };
}

/** The query's result as the screen reads it: the adopted failure while it stands, else the live result. */
export function adopt<Result extends { data?: unknown; error?: unknown; isLoading: boolean; refetch: () => unknown }>(
  adoption: Adoption,
  result: Result,
): Pick<Result, 'data' | 'error' | 'isLoading'> & { refetch: () => void } {
  if (adoption.skip) return { data: undefined, error: adoption.error, isLoading: false, refetch: adoption.retry };
  return { data: result.data, error: result.error, isLoading: result.isLoading, refetch: () => void result.refetch() };
}
