import type { Page, Request } from 'playwright-core';

/** The page's requests still on their way, and a signal each time one starts or ends. */
export interface RequestTracker {
  inFlight(): number;
  /** Calls `listener` whenever a counted request starts or ends; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** Only fetch/XHR: the cashier's API calls (scripts, styles and images are not what a case waits for). */
export const isApiRequest = (request: Request): boolean =>
  request.resourceType() === 'fetch' || request.resourceType() === 'xhr';

/** Counts the page's requests (those `counts` accepts; all by default) from now on. */
export function trackRequests(page: Page, counts: (request: Request) => boolean = () => true): RequestTracker {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  page.on('request', (request) => {
    if (!counts(request)) return;
    inFlight += 1;
    changed();
  });
  const done = (request: Request) => {
    if (!counts(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    inFlight: () => inFlight,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Waits for a quiet period: no counted request in flight, and none started or ended, for `windowMs`, counted from
 * this call at the earliest. Resolves true once quiet, false when `timeoutMs` passed without such a window.
 *
 * This is the one fixed wait of the fault matrix and the accessibility sweep, on purpose: what a case asserts next
 * is that nothing more happens (the cashier sends no further request after a failure, a Try again takes no second
 * effect, a screen's late effects — the geo check 500 ms after opening, an i18n fallback's second round — have
 * run), and no event announces that something did not happen. Every other wait is on its condition.
 */
export function waitForQuiet(
  tracker: RequestTracker,
  { windowMs, timeoutMs }: { windowMs: number; timeoutMs: number },
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let quiet: NodeJS.Timeout | undefined;
    const finish = (ok: boolean) => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      unsubscribe();
      resolve(ok);
    };
    // (Re)starts the window on every start or end of a request; a window only runs while nothing is in flight.
    const arm = () => {
      clearTimeout(quiet);
      quiet = tracker.inFlight() === 0 ? setTimeout(() => finish(true), windowMs) : undefined;
    };
    const unsubscribe = tracker.onChange(arm);
    const deadline = setTimeout(() => finish(false), timeoutMs);
    arm();
  });
}

/** `promise`'s value, or `fallback` once `ms` have passed (the timer is cleared either way). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The poll interval of waitUntil (its conditions are read from the in-process sandbox, which sends no events). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `stepMs` until it holds (true) or `timeoutMs` passed (false). */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  stepMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await pause(stepMs);
  }
}
