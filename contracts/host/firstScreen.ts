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

/** An answer started before the cashier's code ran: its URL's response, and when that arrived (0 = not yet). */
export interface EarlyAnswer {
  response: Promise<Response>;
  arrivedAt: number;
}

/** The language code the cashier asks for: the locale's first two letters, lowercased, else the default. */
function languageOf(locale: string | undefined, fallback: string): string {
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

/** Sends one GET as the cashier does and keeps its answer for the cashier until EARLY_KEEP_MS after it arrived. */
function startGet(url: string, timeoutMs: number): void {
  const answers = earlyAnswers();
  if (answers.has(url)) return;
  const response = fetch(url, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    // (A browser without AbortSignal.timeout: no timeout here; the cashier's query still has its own.)
    signal: timeoutMs > 0 && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined,
  });
  const answer: EarlyAnswer = { response, arrivedAt: 0 };
  answers.set(url, answer);
  const forget = () => {
    answer.arrivedAt = Date.now();
    setTimeout(() => {
      if (answers.get(url) === answer) answers.delete(url);
    }, EARLY_KEEP_MS);
  };
  response.then(forget, forget);
}

/** Asks the browser for one of the remote's files now, at high priority, without running it. */
function preloadScript(href: string): void {
  if (typeof document === 'undefined') return;
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/** The part of the federation runtime's `afterLoadManifest` hook this plugin reads. */
interface ManifestLoaded {
  manifestUrl: string;
  manifestJson?: unknown;
  moduleInfo: { name: string };
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
    afterLoadManifest({ manifestUrl, manifestJson, moduleInfo }: ManifestLoaded): void {
      try {
        if (moduleInfo.name !== remoteName || typeof location === 'undefined') return;
        const table = tableOf(manifestJson);
        // CASHIER_BOOT_KEY of props.ts, spelt out: this file imports nothing at runtime.
        const hint: unknown = (globalThis as Record<symbol, unknown>)[Symbol.for('cashier.boot.v1')];
        if (!table || typeof hint !== 'object' || hint === null) return;
        const { requestTimeoutMs } = hint as CashierBootHint;
        const timeout =
          typeof requestTimeoutMs === 'number' && Number.isInteger(requestTimeoutMs) && requestTimeoutMs >= 0
            ? requestTimeoutMs
            : 20_000; // DEFAULT_REQUEST_TIMEOUT_MS of props.ts
        const start = firstScreenStart(table, location.pathname, hint, location.origin, manifestUrl);
        start.js.forEach(preloadScript);
        start.gets.forEach((url) => startGet(url, timeout));
      } catch {
        // Only the head start is lost: the cashier sends what was not started.
      }
    },
  };
}
