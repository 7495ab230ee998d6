/**
 * A screen adopts a failure its area's prefetch met moments before the screen subscribed (docs/architecture.md,
 * "Prefetch"). RTK Query sends a rejected query again when a new subscription comes, which would hide a one-off
 * failure and double a persistent one; so for this long after a prefetch failed, the screen shows that failure
 * (its Try again sends the call) instead of subscribing. A screen that subscribes while the prefetch is still on
 * its way shares it (RTK Query sends nothing new) and needs none of this. The screens' half (useAdoptedFailure.ts)
 * lives apart, so this half, bundled with the app for the prefetches, stays small.
 */
export const ADOPT_FAILURE_MS = 5_000;

/** When each failed prefetch failed, by RTK Query request id (an entry's `requestId` is its last request's). */
export const prefetchFailedAt = new Map<string, number>();

/** What a prefetch dispatch returns (RTK Query `endpoints.x.initiate(arg, { subscribe: false })`). */
interface PrefetchRequest {
  requestId: string;
  then(onSettled: (result: { isError: boolean }) => void): unknown;
}

/** Sends a prefetch (`dispatch(endpoint.initiate(arg, { subscribe: false }))`) and records when it fails. */
export function trackPrefetch(request: PrefetchRequest): void {
  request.then((result) => {
    // One small entry per failed prefetch; past ADOPT_FAILURE_MS it is never adopted.
    if (result.isError) prefetchFailedAt.set(request.requestId, Date.now());
  });
}
