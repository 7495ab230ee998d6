/**
 * The first screen's head start from the host's own federation runtime (README, "Opening fast"; docs/architecture.md,
 * "Opening fast"). A cold open of a federated screen that needs data is otherwise three waits in series: the manifest,
 * then the code, then the screen's API calls. The remote's manifest (`mf-manifest.json`) carries a small table,
 * `cashierFirstScreen`, naming the GETs and the code of each first screen; this plugin, registered in the host's
 * runtime, reads it as soon as the manifest arrives and starts both, so the calls and the screen's chunk travel in
 * the same wave as the rest of the cashier's code.
 *
 * The calls are sent exactly as the cashier sends its own (credentials, `accept: application/json`, the hint's
 * timeout) and are kept for the cashier, which takes each answer once, checks it against its contract like any
 * other and handles a 401 as usual. An answer nobody takes within `EARLY_KEEP_MS` of its arrival is dropped, and the
 * cashier drops every answer on the host's `logout` and `re-init-data`, so none outlives its player.
 *
 * Nothing here is the cashier's code: the table comes with each release of the remote, so what a release needs is
 * started by whatever plugin version the host bundled. Anything unexpected (no hint, another page, an older manifest
 * without the table) starts nothing, and the cashier then sends its calls itself. No runtime import: hosts bundle
 * this file as it is (TypeScript with type annotations only).
 */
import type { CashierBootHint } from './props';

/** The manifest's field that holds the table. */
export const FIRST_SCREEN_MANIFEST_FIELD = 'cashierFirstScreen';

/** The `Symbol.for` key under which the started answers wait for the cashier (URL → answer). */
export const EARLY_ANSWERS_KEY = 'cashier.early.v1';

/**
 * The `Symbol.for` key the cashier's container sets when it starts on the page (src/runtime/firstScreenPlugin.ts). From
 * then on the cashier sends what is still to start itself, so this plugin starts no more calls: one it started after
 * that would be a second request for a URL nobody takes. The host's plugin starts each call in a task of its own,
 * and a cached `remoteEntry.js`, or a host whose main thread is busy, can run the container between two of them.
 */
export const CASHIER_STARTED_KEY = 'cashier.early.v1.started';

/** Marks the cashier's container started on this page (its runtime plugin calls it, before it takes the answers). */
export function markCashierStarted(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(CASHIER_STARTED_KEY)] = true;
}

function cashierStarted(): boolean {
  return (globalThis as Record<symbol, unknown>)[Symbol.for(CASHIER_STARTED_KEY)] === true;
}

/** How long a started answer waits for the cashier once it has arrived (ms). */
export const EARLY_KEEP_MS = 10_000;

/** What a release of the remote starts for a cold open (the manifest's `cashierFirstScreen`). */
export interface FirstScreenTable {
  /** The table's format: a plugin ignores a table of a version it does not know. */
  v: 1;
  /** The props' defaults the table's paths assume. */
  basename: string;
  language: string;
  /** What every cash route starts (the shell's): GETs as paths on the API base (`{language}` is the player's
   * language), and the remote's files (relative to the manifest). */
  shell: { gets: string[]; js: string[] };
  /** Per first screen: the route's pattern (a regular expression on the path after the basename), its GETs and the
   * remote's files its screen needs (relative to the manifest). The first route that matches wins. */
  routes: { match: string; gets: string[]; js: string[] }[];
}

/** What a cold open of one page starts: the API GETs (full URLs) and the remote's files (full URLs). */
export interface FirstScreenStart {
  gets: string[];
  js: string[];
}

/** A GET's answer as read by the plugin: its status and its body's text. */
export interface EarlyText {
  status: number;
  text: string;
}

/**
 * An answer started before the cashier's code ran: its status and body, read in full (a failure rejects with the
 * fetch's error; a timeout's is named `TimeoutError`), and when it was read (0 = not yet).
 */
export interface EarlyAnswer {
  answer: Promise<EarlyText>;
  arrivedAt: number;
}

/**
 * The language code the cashier asks for (docs/product/constants.md#language-code): the locale's first two letters,
 * lowercased; anything that does not start with two letters gives `fallback`. The cashier's own rule
 * (src/shared/i18n/language.ts) is this function.
 */
export function languageOf(locale: string | undefined | null, fallback: string): string {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return /^[a-z]{2}$/.test(language) ? language : fallback;
}

/**
 * What `table` starts for a page at `pathname` (of origin `origin`) whose host passes the props `hint`: nothing off
 * the cash routes. The cashier's own runtime plugin reads the same table the same way (src/runtime/firstScreenGets.ts).
 */
export function firstScreenStart(
  table: FirstScreenTable,
  pathname: string,
  hint: CashierBootHint,
  origin: string,
  filesBase: string,
): FirstScreenStart {
  const basename = (hint.basename ?? table.basename).replace(/\/+$/, '');
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return { gets: [], js: [] };
  const route = pathname.slice(basename.length + 1);
  const language = languageOf(hint.locale, table.language);
  const screen = table.routes.find(({ match }) => new RegExp(match).test(route));
  const api = (hint.apiBaseUrl ?? origin).replace(/\/+$/, '');
  return {
    gets: [...table.shell.gets, ...(screen?.gets ?? [])].map((path) => api + path.replace('{language}', language)),
    js: [...table.shell.js, ...(screen?.js ?? [])].map((file) => new URL(file, filesBase).href),
  };
}

/** A table this plugin can read, or undefined. */
function tableOf(manifest: unknown): FirstScreenTable | undefined {
  const table = (manifest as Record<string, unknown> | undefined)?.[FIRST_SCREEN_MANIFEST_FIELD];
  if (typeof table !== 'object' || table === null) return undefined;
  const { v, shell, routes } = table as Partial<FirstScreenTable>;
  return v === 1 && Array.isArray(shell?.gets) && Array.isArray(shell.js) && Array.isArray(routes)
    ? (table as FirstScreenTable)
    : undefined;
}

/** The answers waiting for the cashier on this page. */
export function earlyAnswers(): Map<string, EarlyAnswer> {
  const holder = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(EARLY_ANSWERS_KEY);
  const found = holder[key];
  if (found instanceof Map) return found as Map<string, EarlyAnswer>;
  const made = new Map<string, EarlyAnswer>();
  holder[key] = made;
  return made;
}

/**
 * One request as the cashier sends every call (credentials, `accept: application/json`, a JSON body's content type),
 * its body read in full. Rejects with the fetch's error (an abort through `signal` among them), or with an error named
 * `TimeoutError` once `timeoutMs` has passed (0 = never); the timer ends when the body is read. The cashier's `send`
 * (src/shared/api/send.ts) and this plugin's GETs both go through it.
 */
export async function fetchText(
  url: string,
  request: { method?: string; body?: string; signal?: AbortSignal },
  timeoutMs: number,
): Promise<EarlyText> {
  const { method = 'GET', body, signal } = request;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, credentials: 'include', headers, body, signal: controller.signal });
    return { status: response.status, text: await response.text() };
  } catch (cause) {
    if (!timedOut) throw cause;
    throw Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * How many manifest loads (and drops) there have been on this page: a load's calls and preloads that are still to
 * start go on only while it is the latest.
 */
let loads = 0;

/** A new task: the browser may paint and handle input before what follows runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    // A message, not setTimeout: a chain of timeouts is clamped to 4 ms each after the fifth.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Sends one GET as the cashier does and keeps its answer for the cashier until EARLY_KEEP_MS after it arrived; nothing
 * once the cashier's container has started (it has sent this call itself, `CASHIER_STARTED_KEY`).
 */
function startGet(url: string, timeoutMs: number): void {
  if (cashierStarted()) return;
  const answers = earlyAnswers();
  const entry: EarlyAnswer = { answer: fetchText(url, {}, timeoutMs), arrivedAt: 0 };
  answers.set(url, entry);
  const forget = () => {
    entry.arrivedAt = Date.now();
    setTimeout(() => {
      if (answers.get(url) === entry) answers.delete(url);
    }, EARLY_KEEP_MS);
  };
  entry.answer.then(forget, forget);
}

/**
 * Drops every answer the plugin started that the cashier has not taken yet. A host calls it when the player signs
 * in or out (or the session changes) before the cashier's code has run: an answer fetched for the previous
 * session is then never handed to the cashier. (Once the cashier runs, it drops them itself on `logout` and
 * `re-init-data`.)
 */
export function dropEarlyAnswers(): void {
  // A manifest load still starting its calls (below, `startInTasks`) stops: what it would start now is the cashier's.
  loads += 1;
  const found = (globalThis as Record<symbol, unknown>)[Symbol.for(EARLY_ANSWERS_KEY)];
  if (found instanceof Map) found.clear();
}

/**
 * Runs `steps` one task each, after the current task, while `current()` holds (a step that throws only loses its own
 * head start). The runtime's own handling of the manifest goes on first, in the task it is in: it is what starts the
 * cashier's `remoteEntry.js` and shell, the largest files of the open. Each `fetch` and each `<link>` then costs a few
 * milliseconds of the main thread in a task of its own; all of them together with the runtime's work were one task
 * of 80–140 ms at 4× CPU slowdown (test/bench/README.md, "The manifest's task"). They are all started long before
 * `remoteEntry.js` (one more round trip away) can run and take them.
 */
async function startInTasks(steps: (() => void)[], current: () => boolean): Promise<void> {
  // An index, not for … of: a host's TypeScript may compile this file for ES5 without downlevelIteration.
  for (let index = 0; index < steps.length; index += 1) {
    await nextTask();
    if (!current()) return;
    try {
      steps[index]?.();
    } catch {
      // Only this call's (or file's) head start is lost: the cashier sends it (or fetches it) itself.
    }
  }
}

/** Asks the browser for one of the remote's files now, at high priority, without running it. */
function preloadScript(href: string): void {
  if (typeof document === 'undefined') return;
  // Array.from: a host's TypeScript may not have the DOM's iterables.
  const preloads = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
  if (preloads.some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * Where the remote's files are: its manifest's `metaData.publicPath` unless `auto`, else next to `remoteEntry.js`
 * (the folder of the manifest plus `metaData.remoteEntry.path`), as webpack's `publicPath: 'auto'` finds them.
 */
function filesBaseOf(manifest: unknown, manifestUrl: string): string {
  const metaData = (manifest as { metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown } } }).metaData;
  const publicPath = metaData?.publicPath;
  if (typeof publicPath === 'string' && publicPath !== 'auto' && publicPath !== '') {
    return new URL(publicPath, manifestUrl).href;
  }
  const entryPath = metaData?.remoteEntry?.path;
  return new URL(
    typeof entryPath === 'string' && entryPath !== '' ? `${entryPath.replace(/\/*$/, '')}/` : './',
    manifestUrl,
  ).href;
}

/** The part of the federation runtime's `afterLoadManifest` hook this plugin reads. */
interface ManifestLoaded {
  manifestUrl: string;
  manifestJson?: unknown;
  moduleInfo: { name: string };
  /** The runtime's own cache answered (a later `loadRemote` of the same registration): nothing new to start. */
  cached?: boolean;
}

export interface CashierFirstScreenOptions {
  /** The name the host registers the cashier under (`registerRemotes([{ name, entry }])`). Default `cashier`. */
  remoteName?: string;
}

/**
 * The host's runtime plugin: `registerPlugins([cashierFirstScreen()])` from `@module-federation/enhanced/runtime`
 * (or `@module-federation/runtime`), before the cashier's manifest loads. It needs the first-screen hint
 * (`CASHIER_BOOT_KEY`, props.ts) and does nothing without it.
 */
export function cashierFirstScreen(options: CashierFirstScreenOptions = {}) {
  const remoteName = options.remoteName ?? 'cashier';
  return {
    name: 'cashier-first-screen-host',
    afterLoadManifest({ manifestUrl, manifestJson, moduleInfo, cached }: ManifestLoaded): void {
      let start: FirstScreenStart;
      let timeout: number;
      try {
        if (cached || moduleInfo.name !== remoteName || typeof location === 'undefined') return;
        const table = tableOf(manifestJson);
        // CASHIER_BOOT_KEY of props.ts, spelt out: this file imports nothing at runtime.
        const hint: unknown = (globalThis as Record<symbol, unknown>)[Symbol.for('cashier.boot.v1')];
        if (!table || typeof hint !== 'object' || hint === null) return;
        const { requestTimeoutMs } = hint as CashierBootHint;
        timeout =
          typeof requestTimeoutMs === 'number' && Number.isInteger(requestTimeoutMs) && requestTimeoutMs >= 0
            ? requestTimeoutMs
            : 20_000; // DEFAULT_REQUEST_TIMEOUT_MS of props.ts
        start = firstScreenStart(
          table,
          location.pathname,
          hint,
          location.origin,
          filesBaseOf(manifestJson, manifestUrl),
        );
      } catch {
        // A table or hint this plugin cannot read: nothing started, the cashier sends its calls itself.
        return;
      }
      // Each manifest load (a retry registers the remote again) starts its own calls, with the cookies of now: an
      // answer of an earlier load is replaced, never handed over, and what the earlier load had still to start is not.
      const load = (loads += 1);
      void startInTasks(
        [
          ...start.gets.map((url) => () => startGet(url, timeout)),
          ...start.js.map((href) => () => preloadScript(href)),
        ],
        () => load === loads,
      );
    },
  };
}
