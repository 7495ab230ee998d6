/**
 * Resolves in a later task of the page, ahead of other queued work (`scheduler.yield()`, Chromium 129+), or after
 * the current microtasks where the browser has no scheduler (jsdom too, so tests keep their timing). Work an open's
 * effects start but the first screen does not wait for (a refresh, a request, the host's events, a chunk) awaits it,
 * so the open's effects stay one short task rather than one long one (docs/architecture.md, "Opening fast").
 */
export function laterTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}
