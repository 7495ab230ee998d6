import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import { ErrorBody } from '@contracts/http';
import { isSessionlessPath } from '@contracts/sessionless';
import type { CashierErrorData } from '@/shared/errors/CashierError';
import { laterTask } from '@/shared/perf/laterTask';
import { buildPath, describeIssues, type ContractArgs } from './callContract';
import { EARLY_KEEP_MS, peekRuntimeEarly, takeRuntimeEarly } from './runtimeEarly';
import { joinUrl, send, type Sent } from './send';

/** What the store hands every request: where the API is and what to do when the session is gone. */
export interface ApiExtra {
  getConfig: () => { apiBaseUrl: string; requestTimeoutMs: number };
  onUnauthorized: () => void;
  /** A call that needs a session succeeded; `startedEpoch` is the player epoch the request started in. */
  onAuthorized: (startedEpoch: number) => void;
  /**
   * The signed-in player's epoch, and `whenDropped(abort)`: `abort` runs when that player is dropped (it returns the
   * unsubscribe). docs/architecture.md, "One player at a time": an answer to a request started in an earlier epoch is
   * `aborted`, never cached or reported. A store without it (a test's) has one player for ever.
   */
  player?: () => PlayerScope;
  /**
   * This cashier's early GETs and kept-answer times (`createEarlyRequests`): one per store, never shared with another
   * mounted cashier (ADR 0002), so one cashier's unmount or player reset leaves the other's untouched.
   */
  early: EarlyRequests;
}

/** The player a request is sent for (ApiExtra.player). */
export interface PlayerScope {
  epoch: number;
  whenDropped: (abort: () => void) => () => void;
}

/** What a guarded endpoint's `query(arg)` gives when building the request threw (`guardQueryArgs`): what and why. */
export interface ArgsNotBuilt {
  notBuilt: string;
}

/** The base query's arguments: a contract call, or the note that an endpoint could not build one. */
export type BaseQueryArgs = ContractArgs | ArgsNotBuilt;

/**
 * Wraps each endpoint's `query(arg)` so a throw while building the request (a body builder's bug, an unknown
 * method) reaches the base query as `ArgsNotBuilt` and ends as an ordinary `unknown` call error the screen shows,
 * instead of RTK Query's serialized TypeError on the host's console. baseApi applies it to every injected endpoint.
 */
export function guardQueryArgs<T extends object>(definitions: T): T {
  // Each value is an endpoint definition of RTK Query; a query or mutation one has `query` (the api is typed with
  // BaseQueryArgs, so it returns them).
  for (const [endpoint, definition] of Object.entries(definitions) as [
    string,
    { query?: (arg: unknown) => BaseQueryArgs },
  ][]) {
    const build = definition.query;
    if (build)
      definition.query = (arg) => {
        try {
          return build(arg);
        } catch (cause) {
          return { notBuilt: `${endpoint}: ${String(cause)}` };
        }
      };
  }
  return definitions;
}

const error = (data: Omit<CashierErrorData, 'name'>): { error: CashierErrorData } => ({
  error: { name: 'CashierError', ...data },
});

function isUnauthorizedBody(body: unknown): boolean {
  const parsed = v.safeParse(ErrorBody, body);
  return parsed.success && parsed.output.statusCode === 401;
}

/**
 * One cashier's early requests (ApiExtra.early): GETs started before their endpoint's code has arrived (full URL →
 * the answer on its way), and when a contract GET of a URL last got a success (ms since the epoch), so a kept answer
 * is not asked again. Made by the store (`makeStore`), dropped with its player or its unmount (`drop`).
 */
export interface EarlyRequests {
  readonly pending: Map<string, Promise<Sent>>;
  readonly answeredAt: Map<string, number>;
  /** Starts the keep timer of an arrived early answer (`drop` clears it, so an unmounted cashier leaves no timer). */
  keep(url: string, sent: Promise<Sent>): void;
  /** Drops every early answer not yet taken and every kept-answer time (`re-init-data`, logout, 401, unmount). */
  drop(): void;
}

/** A new, empty set of early requests: one per store (ADR 0002). */
export function createEarlyRequests(): EarlyRequests {
  const pending = new Map<string, Promise<Sent>>();
  const answeredAt = new Map<string, number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    pending,
    answeredAt,
    keep(url, sent) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (pending.get(url) === sent) pending.delete(url);
      }, EARLY_KEEP_MS);
      timers.add(timer);
    },
    drop() {
      pending.clear();
      answeredAt.clear();
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}

/** Whether an answer is a success of a signed-in player (2xx, JSON, not one of the two 401 forms, not `success: false`). */
function isSessionSuccess(sent: Sent): boolean {
  if (sent.kind !== 'answer' || sent.status < 200 || sent.status > 299) return false;
  return !isUnauthorizedBody(sent.data) && !v.safeParse(ErrorBody, sent.data).success;
}

/**
 * Starts a GET of `path` now, before the code of the query that wants it has downloaded (an area's prefetch on
 * entering, docs/architecture.md "Opening fast"); the first contract query for the same URL takes its answer instead
 * of sending again, and checks it as usual. An answer nobody takes within EARLY_KEEP_MS of its arrival is dropped.
 * Resolves to whether the answer is a success with a session (the host's idle preload goes on only then), without
 * reporting anything: a 401 here tells the host nothing until a query takes it. A URL a query got a success for
 * within `unlessAnsweredWithinMs` is not sent (the kept answer is fresh; the area's own prefetch decides).
 */
export function sendEarly(extra: ApiExtra, path: string, unlessAnsweredWithinMs = 0): Promise<boolean> {
  const { apiBaseUrl, requestTimeoutMs } = extra.getConfig();
  const url = joinUrl(apiBaseUrl, path, []);
  const { early } = extra;
  const answered = early.answeredAt.get(url);
  if (answered !== undefined && Date.now() - answered < unlessAnsweredWithinMs) return Promise.resolve(true);
  let answer = early.pending.get(url);
  if (!answer) {
    // What remoteEntry.js started for this URL (runtimeEarly.ts) waits here like one this cashier started. Shared, not
    // taken: this may be a render React throws away with its store, and the next store's entry must find it too.
    const sent =
      peekRuntimeEarly(url) ??
      send(url, 'GET', undefined, new AbortController().signal, requestTimeoutMs, extra.player?.());
    early.pending.set(url, sent);
    // Only while it is still this cashier's (a drop meanwhile forgot it: no timer for it).
    void sent.then(() => early.pending.get(url) === sent && early.keep(url, sent));
    answer = sent;
  }
  return answer.then(isSessionSuccess);
}

/** Drops the early answer of `path` if no query has taken it yet (an idle preload that found no session). */
export function forgetEarly(extra: ApiExtra, path: string): void {
  extra.early.pending.delete(joinUrl(extra.getConfig().apiBaseUrl, path, []));
}

/**
 * The cashier's one base query: builds the URL from the call contract, validates the request body,
 * sends it with credentials, maps every failure to a `CashierErrorData`, turns both 401 forms into
 * `unauthorized` (after telling the host), and validates the success body against the contract.
 * On success it yields the envelope's `data`.
 */
export const contractBaseQuery: BaseQueryFn<BaseQueryArgs, unknown, CashierErrorData> = async (args, api) => {
  if ('notBuilt' in args) return error({ code: 'unknown', message: args.notBuilt });
  const { call } = args;
  const extra = api.extra as ApiExtra;
  const { apiBaseUrl, requestTimeoutMs } = extra.getConfig();
  // The player this request is for: when they are dropped meanwhile, its answer is nobody's (ApiExtra.player).
  const player = extra.player?.();
  const playerGone = () => player !== undefined && extra.player?.().epoch !== player.epoch;

  if (call.body && args.body !== undefined) {
    const checked = v.safeParse(call.body, args.body);
    if (!checked.success) {
      return error({
        code: 'contract',
        callId: call.id,
        message: `${call.id}: request body breaks the contract: ${describeIssues(checked.issues)}`,
      });
    }
  }

  let url: string;
  try {
    url = buildPath(call.path, args.params);
  } catch (cause) {
    return error({ code: 'unknown', callId: call.id, message: `${call.id}: ${String(cause)}` });
  }

  let body: string | undefined;
  try {
    body = args.body === undefined ? undefined : JSON.stringify(args.body);
  } catch (cause) {
    return error({ code: 'unknown', callId: call.id, message: `${call.id}: ${String(cause)}` });
  }

  const query = Object.entries(args.query ?? {}).filter(([, value]) => value !== undefined);

  const fullUrl = joinUrl(apiBaseUrl, url, query);
  // A GET takes what remoteEntry.js started for its URL out of the page's holder, also when its entry shared it first.
  const isGet = call.method === 'GET';
  const runtime = isGet ? takeRuntimeEarly(fullUrl) : undefined;
  const started = isGet ? (extra.early.pending.get(fullUrl) ?? runtime) : undefined;
  extra.early.pending.delete(fullUrl);
  // A query a screen's effect starts goes out in a later task: `fetch` itself costs the main thread a few ms each,
  // and an open's effects start several (docs/architecture.md, "Opening fast"). One canceled meanwhile is not sent.
  const canceled = () => error({ code: 'aborted', callId: call.id, message: `${call.id}: canceled` });
  if (!started) await laterTask();
  if (api.signal.aborted || playerGone()) return canceled();
  const sent = await (started ?? send(fullUrl, call.method, body, api.signal, requestTimeoutMs, player));
  if (playerGone()) return canceled();
  if (sent.kind === 'timeout') {
    return error({ code: 'timeout', callId: call.id, message: `${call.id}: no answer within ${requestTimeoutMs} ms` });
  }
  if (sent.kind === 'network') {
    if (api.signal.aborted) return canceled();
    return error({ code: 'network', callId: call.id, message: `${call.id}: ${sent.message}` });
  }
  // Both 401 forms (the status, or a 2xx or error body that says 401) end the session the same way.
  const unauthorized = () => {
    extra.onUnauthorized();
    return error({ code: 'unauthorized', status: 401, callId: call.id, message: `${call.id}: session expired` });
  };
  if (sent.kind === 'parse') {
    if (sent.status === 401) return unauthorized();
    return error({
      code: 'parse',
      status: sent.status,
      callId: call.id,
      message: `${call.id}: body is not JSON (HTTP ${sent.status})`,
    });
  }
  const { status } = sent;
  const ok = status > 199 && status < 300;
  if (status === 401 || isUnauthorizedBody(sent.data)) return unauthorized();
  // A failure status, or a 2xx whose body is the error envelope (`success: false`): the server's words if it sent them.
  const failureBody = v.safeParse(ErrorBody, sent.data);
  if (!ok || failureBody.success) {
    return error({
      code: 'server',
      status,
      callId: call.id,
      message: `${call.id}: ${ok ? 'success false' : `HTTP ${status}`}`,
      serverMessage: failureBody.success ? failureBody.output.message : undefined,
      fieldErrors: failureBody.success ? failureBody.output.errors : undefined,
    });
  }

  const parsed = v.safeParse(call.response, sent.data);
  if (!parsed.success) {
    return error({
      code: 'contract',
      status,
      callId: call.id,
      message: `${call.id}: response breaks the contract: ${describeIssues(parsed.issues)}`,
    });
  }
  // Only a call that needs a session proves there is one again (a signed-out page loads the translations too).
  if (!isSessionlessPath(call.path)) extra.onAuthorized(player?.epoch ?? 0);
  if (call.method === 'GET') extra.early.answeredAt.set(fullUrl, Date.now());
  const output = parsed.output as { data?: unknown };
  return { data: output.data };
};
