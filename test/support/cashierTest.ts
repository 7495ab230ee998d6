import { waitFor } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { getEventBus } from '@/shared/events/bus';
import { logger } from '@/shared/log';
import { forgetIntents } from '@/shared/money/intentMemory';
import { installSandboxServer, type SandboxServerOptions } from './sandbox';

/**
 * The wait of a flow that crosses the network and a lazy chunk or two: a limit for a stuck screen, not a speed
 * check (5 s was passed on a 2-core machine under load, so a healthy flow failed).
 */
export const T = { timeout: 15_000 };

export interface CashierTestOptions extends SandboxServerOptions {
  /** The sandbox player signed in before each test; null to leave it to each test. Default 'verified'. */
  player?: string | null;
}

/**
 * The setup of a cashier component test, once: the sandbox API behind MSW for this file, a player signed in before
 * each test, and after each test the registered cleanups run and the payment intents (sessionStorage and memory) are
 * forgotten.
 * Call it at the top level of the test file.
 */
export function setUpCashierTest({ player = 'verified', ...options }: CashierTestOptions = {}) {
  const { sandbox, server } = installSandboxServer(options);
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    sessionStorage.clear();
    // The intents' memory too (what a player reset forgets): the next test's sandbox gives the same ids again.
    forgetIntents();
  });
  if (player !== null) beforeEach(() => sandbox.admin.loginAs(player));
  return { sandbox, server, cleanups };
}

/** One request the cashier sent: `METHOD /path`, its query string and (for a body) the parsed JSON. */
export interface RecordedRequest {
  call: string;
  search: string;
  body?: unknown;
}

/** The idempotency key a recorded request's body carried. */
export const keyOf = (request: RecordedRequest | undefined) =>
  (request?.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;

/**
 * Records the requests the cashier sends (those `watch` accepts, in the order sent) until the test's cleanups run.
 * A body is read as JSON; it is there once the request has been handled.
 */
export function recordRequests(
  server: SetupServer,
  cleanups: (() => void)[],
  watch: (call: string) => boolean = () => true,
): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}`;
    if (!watch(call)) return;
    const entry: RecordedRequest = { call, search: url.search };
    recorded.push(entry);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      entry.body = await request
        .clone()
        .json()
        .catch(() => undefined);
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return recorded;
}

/** Silences the errors the cashier logs and records them (a jest spy on `logger.error`) until the test's cleanups run. */
export function spyOnLoggedErrors(cleanups: (() => void)[]) {
  const spy = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  cleanups.push(() => spy.mockRestore());
  return spy;
}

/**
 * Silences `console.warn` and records it (a jest spy) until the test's cleanups run; `warned(message)` waits until a
 * line with `message` and its details was printed.
 */
export function spyOnWarnings(cleanups: (() => void)[]) {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  cleanups.push(() => warn.mockRestore());
  const warned = (message: string) => waitFor(() => expect(warn).toHaveBeenCalledWith(message, expect.anything()), T);
  return { warn, warned };
}

/** Records the `balance-changed` events the cashier tells the host, in order, until the test's cleanups run. */
export function recordBalanceEvents(cleanups: (() => void)[]): unknown[] {
  const balances: unknown[] = [];
  cleanups.push(getEventBus().on('balance-changed', (payload) => balances.push(payload)));
  return balances;
}
