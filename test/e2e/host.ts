import type { BrowserContext, Page } from 'playwright-core';
import type { CashierEventType } from '../../contracts/events';
import { watchPage, type PageWatch } from './browser';
import type { Stack } from './stack';

export interface RecordedEvent {
  type: CashierEventType;
  payload: unknown;
}

/**
 * Records every bus event from the moment the bus exists: the bus lives on globalThis under a Symbol.for key,
 * so a setter on that key subscribes before the cashier can emit anything (a deep link emits on mount).
 */
export async function recordBusEvents(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx (esbuild keepNames) wraps functions in __name(), which the page lacks.
  await context.addInitScript(`(() => {
    const key = Symbol.for('cashier.events.v1');
    globalThis.__cashierEvents = [];
    let bus;
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get() { return bus; },
      set(value) {
        bus = value;
        value.onAny(function (type, payload) { globalThis.__cashierEvents.push({ type: type, payload: payload }); });
      },
    });
  })();`);
}

export function busEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (globalThis as unknown as { __cashierEvents: RecordedEvent[] }).__cashierEvents);
}

export async function clearBusEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __cashierEvents: unknown[] }).__cashierEvents.length = 0;
  });
}

export async function login(context: BrowserContext, stack: Stack, playerId: string): Promise<void> {
  const response = await context.request.post(`${stack.hostUrl}/__sandbox/login`, { data: { playerId } });
  if (!response.ok()) throw new Error(`sandbox login failed: ${response.status()}`);
}

/** Opens a host-demo page and waits until the remote is loaded (or failed, when `expect` says so). */
export async function openHost(
  context: BrowserContext,
  stack: Stack,
  path = '/',
  expectState: 'ready' | 'failed' = 'ready',
): Promise<{ page: Page; watch: PageWatch }> {
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(`${stack.hostUrl}${path}`);
  await page.waitForFunction((state) => document.documentElement.dataset.cashierState === state, expectState, { timeout: 15_000 });
  return { page, watch };
}

export function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}
