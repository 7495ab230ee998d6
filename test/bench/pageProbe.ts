import { FIRST_SCREEN_READY_MARK } from '../../src/shared/perf/readyMark';

/**
 * In-page instrumentation for the bench, installed with `addInitScript` before any page script runs.
 * Kept as a string: tsx/esbuild (keepNames) would wrap functions in `__name()`, which the page lacks.
 *
 * window.__bench:
 *  - longTasks: PerformanceObserver 'longtask' entries (≥ 50 ms by definition);
 *  - frames: 'long-animation-frame' entries (≥ 50 ms) with the scripts that ran in each (where from, what called
 *    them, how long), for BENCH_LOAF=1's attribution of the long tasks (scripts/bench.ts);
 *  - events: Event Timing entries (durationThreshold 16) with their interactionId;
 *  - clicks: capture-phase click timestamps with the clicked text (t0 of an open is the click's timeStamp);
 *  - armReady()/ready: a promise resolving with performance.now() at the first frame after the cash dialog is
 *    in the DOM with no loading status inside it ("interactive first screen"; rows (a), (d), (e));
 *  - marks, armMark()/markReady: the remote's readiness marks (PerformanceObserver 'mark', name
 *    FIRST_SCREEN_READY_MARK of src/shared/perf/readyMark.ts); markReady resolves with the startTime of the first
 *    mark after armMark() (the end of an open in rows (b), (c));
 *  - shifts: PerformanceObserver 'layout-shift' entries (value, hadRecentInput);
 *  - resources(): Resource Timing entries (url, initiator, startTime, responseEnd), buffer raised to 10 000;
 *  - armClosed()/closed: the same for "no dialog in the document";
 *  - cycle(n): n open/close cycles driven by DOM clicks (host "Cashier" button, dialog "Close" button);
 *  - frameworks(): the MF share scope per package and the React renderers seen by a devtools-hook stub.
 */
export const PROBE_SCRIPT = `(() => {
  const b = { longTasks: [], frames: [], events: [], clicks: [], renderers: [], marks: [], markWaiters: [], shifts: [] };
  window.__bench = b;
  // Every react-dom copy registers its renderer with this hook once (React DevTools' protocol).
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject(renderer) { b.renderers.push(renderer); const id = b.renderers.length; this.renderers.set(id, renderer); return id; },
    onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {}, checkDCE() {},
  };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) b.longTasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.frames.push({
        start: e.startTime, duration: e.duration, renderStart: e.renderStart,
        scripts: (e.scripts || []).map((s) => ({ duration: s.duration, src: (s.sourceURL || '').split('/').pop(), invoker: s.invoker, type: s.invokerType })),
      });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) {}
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) b.events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId || 0 }); })
      .observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (e) {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name !== ${JSON.stringify(FIRST_SCREEN_READY_MARK)}) continue;
        b.marks.push({ t: e.startTime, route: e.detail && e.detail.route });
        for (const resolve of b.markWaiters.splice(0)) resolve(e.startTime);
      }
    }).observe({ type: 'mark', buffered: true });
  } catch (e) {}
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) b.shifts.push({ t: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }); })
      .observe({ type: 'layout-shift', buffered: true });
  } catch (e) {}
  try { performance.setResourceTimingBufferSize(10000); } catch (e) {}
  b.armMark = () => { b.markReady = new Promise((resolve) => b.markWaiters.push(resolve)); };
  b.resources = () => performance.getEntriesByType('resource').map((e) => ({ url: e.name, initiator: e.initiatorType, start: e.startTime, end: e.responseEnd }));
  // The cashier renders in its element's shadow root (docs/adr/0004-shadow-root.md): what is clicked is the first
  // target of the composed path, and its dialog is looked for there (a baseline's dialog is in the document).
  addEventListener('click', (e) => {
    const origin = e.composedPath()[0] || e.target;
    const t = origin && origin.closest ? origin.closest('button, a') : null;
    b.clicks.push({ t: e.timeStamp, text: ((t || origin).textContent || '').trim().slice(0, 40), trusted: e.isTrusted });
  }, true);
  const cashierShadow = () => { const host = document.querySelector('[data-cashier-root]'); return host && host.shadowRoot; };
  const dialog = () => {
    const shadow = cashierShadow();
    return (shadow && shadow.querySelector('[role="dialog"]')) || document.querySelector('[role="dialog"]');
  };
  b.isReady = () => {
    const d = dialog();
    if (!d) return false;
    for (const s of d.querySelectorAll('[role="status"]')) if (/load/i.test(s.textContent || '')) return false;
    return true;
  };
  const waitFor = (cond) => new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    if (cond()) { done(); return; }
    const options = { subtree: true, childList: true, attributes: true, characterData: true };
    const observed = new Set();
    const watchShadow = () => {
      const shadow = cashierShadow();
      if (shadow && !observed.has(shadow)) { observed.add(shadow); obs.observe(shadow, options); }
    };
    const obs = new MutationObserver(() => { watchShadow(); if (cond()) { obs.disconnect(); done(); } });
    obs.observe(document, options);
    watchShadow();
  });
  b.armReady = () => { b.ready = waitFor(b.isReady); };
  b.armClosed = () => { b.closed = waitFor(() => !dialog()); };
  const byName = (root, name) => [...root.querySelectorAll('button')].find((el) =>
    (el.getAttribute('aria-label') || el.textContent || '').trim() === name);
  b.cycle = async (n) => {
    for (let i = 0; i < n; i += 1) {
      const open = byName(document, 'Cashier');
      if (!open) throw new Error('no Cashier button');
      const ready = waitFor(b.isReady); open.click(); await ready;
      const close = byName(dialog(), 'Close');
      if (!close) throw new Error('no Close button in the dialog');
      const closed = waitFor(() => !dialog()); close.click(); await closed;
    }
    return n;
  };
  b.frameworks = () => {
    const share = (window.__FEDERATION__ && window.__FEDERATION__.__SHARE__) || {};
    const rows = [];
    for (const [instance, scopes] of Object.entries(share)) {
      for (const [scope, pkgs] of Object.entries(scopes || {})) {
        for (const [pkg, versions] of Object.entries(pkgs || {})) {
          for (const [version, entry] of Object.entries(versions || {})) {
            rows.push({ instance, scope, pkg, version, from: entry.from, loaded: Boolean(entry.loaded || entry.lib),
              useIn: Array.isArray(entry.useIn) ? entry.useIn.slice() : [] });
          }
        }
      }
    }
    const dispatchers = new Set(b.renderers.map((r) => r.currentDispatcherRef));
    return { share: rows, reactDomRenderers: b.renderers.map((r) => ({ version: r.version, rendererPackageName: r.rendererPackageName })),
      reactCopiesSeenByRenderers: dispatchers.size };
  };
})();`;

export interface LayoutShift {
  t: number;
  value: number;
  hadRecentInput: boolean;
}
export interface ResourceEntry {
  url: string;
  initiator: string;
  start: number;
  end: number;
}
export interface LongTask {
  start: number;
  duration: number;
}
export interface EventTiming {
  name: string;
  start: number;
  duration: number;
  interactionId: number;
}
export interface ClickMark {
  t: number;
  text: string;
  trusted: boolean;
}
export interface ShareRow {
  instance: string;
  scope: string;
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}
export interface FrameworkProbe {
  share: ShareRow[];
  reactDomRenderers: { version: string; rendererPackageName: string }[];
  reactCopiesSeenByRenderers: number;
}
