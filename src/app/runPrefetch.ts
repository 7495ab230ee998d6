import { forgetEarly, sendEarly, type ApiExtra } from '@/shared/api/baseQuery';
import type { FeatureManifest, PrefetchContext } from '@/shared/navigation/manifest';
import type { AppDispatch } from './store';

export interface PrefetchRun {
  /** The cashier's store's extra argument: the early GETs are its own (ADR 0002). */
  extra: ApiExtra;
  /** Where the area's store work goes (a held dispatch on entering: `heldDispatch`). */
  dispatch: AppDispatch;
  feature: FeatureManifest;
  route: Pick<PrefetchContext, 'routeId' | 'params' | 'search'>;
  /** The host's idle preload (PrefetchContext.idle). */
  idle: boolean;
}

/**
 * Runs an area's prefetch (docs/architecture.md, "Opening fast"): its early GETs start at once through the cashier's
 * own early requests (no dispatch), its store work goes to `dispatch`. On the idle preload, early answers that are
 * not a signed-in success are forgotten, so no later query takes a stale failure. Resolves when every early GET the
 * prefetch asked for has answered, to whether each was a signed-in success.
 */
export function runPrefetch({ extra, dispatch, feature, route, idle }: PrefetchRun): Promise<boolean[]> {
  const asked: Promise<boolean>[] = [];
  const sendEarlyPaths = (paths: readonly string[], unlessAnsweredWithinS = 0) => {
    const answered = Promise.all(paths.map((path) => sendEarly(extra, path, unlessAnsweredWithinS * 1000))).then(
      (answers) => answers.every(Boolean),
    );
    if (idle) void answered.then((ok) => ok || paths.forEach((path) => forgetEarly(extra, path)));
    asked.push(answered);
    return answered;
  };
  feature.prefetch?.({ dispatch, sendEarly: sendEarlyPaths, idle, ...route });
  return Promise.all(asked);
}
