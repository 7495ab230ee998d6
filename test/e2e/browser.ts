import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's full Chromium (its launcher, package `chromium`). */
const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

/** The full Chromium: what a player's browser runs, so the bench measures in it (`CHROMIUM_PATH` overrides). */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH;

/** Debian's headless shell (package `chromium-headless-shell`): the same Chromium without the browser's UI layer. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium the browser suites run in (never a downloaded build: downloads fail on these machines):
 * `CHROMIUM_PATH` when set, else Debian's headless shell when installed, else Debian's full Chromium. The shell
 * renders the same pages with the same engine at about a third less CPU per page (docs/testing.md, "Browser").
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEBIAN_CHROMIUM_PATH);

/** Flags for Chromium on these machines: no sandbox or GPU, and no background traffic into the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The browser suites' flags: CHROMIUM_ARGS, and V8 with its interpreter and baseline compiler only (`--max-opt=1`:
 * no Maglev or TurboFan). A test page lives for seconds, and the optimizing compilers' background work for it never
 * paid off: a cold open of the deposit screen took about a fifth less CPU in all of Chromium's processes, the browser
 * suite about a quarter less (docs/testing.md, "Browser"). Every tier runs the same JavaScript to the same result.
 * The benchmark (`npm run bench`, traceOpen.ts) measures the player's browser (PLAYER_BROWSER).
 */
export const SUITE_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];

/** The player's browser, for the benchmark's measurements: the full Chromium with every V8 tier (for launchBrowser). */
export const PLAYER_BROWSER = { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } as const;

/** The viewport of a context that names none (a desktop window). */
export const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

export interface Browser {
  context: BrowserContext;
  /** Every `securitypolicyviolation` of every page of this context so far; `close()` fails if any. */
  cspViolations: string[];
  /** Every XSS tripwire hit (an injected payload ran) of every page so far; `close()` fails if any. */
  xssTripwireHits: string[];
  close(): Promise<void>;
}

/** Console markers the init script writes; the watchers turn them back into records. */
const CSP_MARK = '[e2e:securitypolicyviolation]';
const XSS_MARK = '[e2e:xss-tripwire]';

/**
 * Runs in every page and frame before any page script. Records CSP violations (the host-demo is served under
 * an enforced policy, so a violation is a bug) and defines `window.__xssTripwire`, which every payload of the
 * sandbox's XSS corpus calls if it ever runs. Both go to a global (read with `readSecurityRecords`) and to the
 * console (so the watchers see them as they happen). A string, not a function: tsx wraps functions in __name().
 */
export const SECURITY_INIT_SCRIPT = `(() => {
  // Playwright may run init scripts twice in a popup's first document: the first run wins.
  if (Object.prototype.hasOwnProperty.call(globalThis, '__e2eSecurity')) return;
  const records = { cspViolations: [], xssTripwireHits: [] };
  Object.defineProperty(globalThis, '__e2eSecurity', { value: records, configurable: false, writable: false });
  const log = console.warn.bind(console);
  globalThis.addEventListener('securitypolicyviolation', function (event) {
    const text = event.effectiveDirective + ' blocked ' + (event.blockedURI || '(inline)') +
      (event.sample ? ' sample=' + JSON.stringify(event.sample) : '') +
      ' at ' + (event.sourceFile || '?') + ':' + event.lineNumber;
    records.cspViolations.push(text);
    log(${JSON.stringify(CSP_MARK)} + ' ' + text);
  }, true);
  Object.defineProperty(globalThis, '__xssTripwire', {
    configurable: false,
    writable: false,
    value: function (id) {
      const text = String(id) + ' at ' + location.href;
      records.xssTripwireHits.push(text);
      log(${JSON.stringify(XSS_MARK)} + ' ' + text);
    },
  });
})();`;

/** What the init script recorded in a page (also catches what happened before a watcher was attached). */
export function readSecurityRecords(page: Page): Promise<{ cspViolations: string[]; xssTripwireHits: string[] }> {
  return page.evaluate(() => {
    const records = (
      globalThis as unknown as { __e2eSecurity?: { cspViolations: string[]; xssTripwireHits: string[] } }
    ).__e2eSecurity;
    return {
      cspViolations: [...(records?.cspViolations ?? [])],
      xssTripwireHits: [...(records?.xssTripwireHits ?? [])],
    };
  });
}

function securityRecord(text: string): { kind: 'csp' | 'xss'; text: string } | undefined {
  if (text.startsWith(CSP_MARK)) return { kind: 'csp', text: text.slice(CSP_MARK.length + 1) };
  if (text.startsWith(XSS_MARK)) return { kind: 'xss', text: text.slice(XSS_MARK.length + 1) };
  return undefined;
}

/** A fresh persistent context in a temp profile; Chromium's stray writes go to the temp folder too. */
export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    executablePath?: string;
    reducedMotion?: 'reduce' | 'no-preference';
    /** Chromium's flags: the suites' by default (PLAYER_BROWSER has the player's browser's). */
    args?: readonly string[];
  } = {},
): Promise<Browser> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cashier-e2e-'));
  process.env.XDG_CONFIG_HOME = path.join(dir, 'config');
  process.env.XDG_CACHE_HOME = path.join(dir, 'cache');
  const context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
    executablePath: options.executablePath ?? CHROMIUM_PATH,
    headless: true,
    args: [...(options.args ?? SUITE_CHROMIUM_ARGS)],
    viewport: options.viewport ?? DEFAULT_VIEWPORT,
    reducedMotion: options.reducedMotion,
  });
  await context.addInitScript(SECURITY_INIT_SCRIPT);
  const cspViolations: string[] = [];
  const xssTripwireHits: string[] = [];
  context.on('console', (message) => {
    const record = securityRecord(message.text());
    if (record?.kind === 'csp') cspViolations.push(`${record.text} (page ${message.page()?.url() ?? '?'})`);
    if (record?.kind === 'xss') xssTripwireHits.push(record.text);
  });
  return {
    context,
    cspViolations,
    xssTripwireHits,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
      // Every suite fails on a CSP violation or a tripwire hit, even one whose own assertions missed it.
      const problems = [
        ...cspViolations.map((text) => `securitypolicyviolation: ${text}`),
        ...xssTripwireHits.map((text) => `XSS tripwire fired: ${text}`),
      ];
      if (problems.length > 0) throw new Error(`the browser recorded:\n${problems.join('\n')}`);
    },
  };
}

/** Everything a page says that a test may want to fail on. */
export interface PageWatch {
  consoleErrors: string[];
  pageErrors: string[];
  /** Every console message of any type, `type: text` (assertNoSecrets scans them). */
  consoleMessages: string[];
  /** `securitypolicyviolation` events of this page (the host-demo's CSP is enforced: each is a bug). */
  cspViolations: string[];
  /** XSS corpus payloads that ran in this page. */
  xssTripwireHits: string[];
}

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = {
    consoleErrors: [],
    pageErrors: [],
    consoleMessages: [],
    cspViolations: [],
    xssTripwireHits: [],
  };
  page.on('console', (message) => {
    const text = message.text();
    watch.consoleMessages.push(`${message.type()}: ${text}`);
    const record = securityRecord(text);
    if (record?.kind === 'csp') watch.cspViolations.push(record.text);
    else if (record?.kind === 'xss') watch.xssTripwireHits.push(record.text);
    else if (message.type() === 'error') watch.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => watch.pageErrors.push(String(error)));
  return watch;
}
