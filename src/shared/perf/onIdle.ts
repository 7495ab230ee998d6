/**
 * Runs `run` on the page's next idle period (`requestIdleCallback`; a 200 ms timer where the browser has none, as
 * Safari and jsdom); returns a cancel. For work that must not lengthen the task that asks for it: the host's idle
 * preload (useIdleWarmUp.ts).
 */
export function onIdle(run: () => void): () => void {
  const request = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = request(run);
  return () => cancel(handle);
}
