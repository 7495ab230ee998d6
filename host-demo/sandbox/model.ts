import { createAdmin, type SandboxAdmin } from './admin';
import { ADMIN_PREFIX, handleAdmin } from './adminRoutes';
import { readCookie, SESSION_COOKIE } from './cookies';
import { isLoopbackOrigin, preflightAnswer, withCors } from './cors';
import { defaultRegistry } from './defaultRegistry';
import { dispatchCall, type CallRegistry } from './dispatch';
import { createEffectCounter } from './effects';
import { createFaultStore } from './faults';
import { createSandboxLog } from './log';
import { errorAnswer } from './responses';
import type { SandboxHandler } from './handler';
import { sandboxHandlers } from './areas';
import { createSessionStore, type Session } from './sessions';
import { createInitialState, type SandboxState } from './state';
import {
  isSandboxAnswer,
  type SandboxAnswer,
  type SandboxOptions,
  type SandboxRequest,
  type SandboxResponse,
} from './types';
import { createXssMode, rewriteForXss } from './xss';

export interface Sandbox {
  /** Answers one request: an API call of the contract registry, or the admin API under `/__sandbox/`. */
  handle(request: SandboxRequest): Promise<SandboxResponse>;
  admin: SandboxAdmin;
}

/** For tests of the sandbox itself: a different call list or handler set. */
export interface SandboxInternals {
  registry?: CallRegistry;
  handlers?: readonly SandboxHandler[];
}

const lowerCaseKeys = (headers: Record<string, string | undefined>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * A stateful, in-memory platform backend: the players of account/players.ts, sessions, fault injection and a log.
 * Pure: no timers, sockets or files (the adapters in server.ts and msw.ts do the I/O), and deterministic
 * given `now`.
 */
export function createSandbox(options: SandboxOptions & SandboxInternals = {}): Sandbox {
  const now = options.now ?? Date.now;
  const isAllowedOrigin = options.isAllowedOrigin ?? isLoopbackOrigin;
  const registry = options.registry ?? defaultRegistry;
  const handlers = new Map((options.handlers ?? sandboxHandlers).map((handler) => [handler.callId, handler]));

  let state: SandboxState = createInitialState(now());
  const sessions = createSessionStore(now);
  const faults = createFaultStore();
  const effects = createEffectCounter();
  const log = createSandboxLog(now, options.log);
  const xss = createXssMode();

  const admin = createAdmin({
    state: () => state,
    resetState: () => {
      state = createInitialState(now());
    },
    sessions,
    faults,
    effects,
    log,
    calls: registry.calls,
    implemented: (callId) => handlers.has(callId),
    xss,
  });

  /** XSS mode: the answer's shown strings (xss.ts) become payloads; anything that is not JSON passes as it is. */
  function withXss(answer: SandboxAnswer, method: string, pathname: string): SandboxAnswer {
    const match = registry.find(method, pathname);
    if (!match) return answer;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return answer;
    }
    const rewritten = rewriteForXss(match.call.id, body, match.call.response);
    return rewritten.replaced === 0 ? answer : { ...answer, body: JSON.stringify(rewritten.body) };
  }

  /** A known session cookie wins; without one, the ambient session of `admin.loginAs` (tests) applies. */
  const sessionOf = (headers: Record<string, string | undefined>): Session | undefined =>
    sessions.get(readCookie(headers.cookie, SESSION_COOKIE)) ?? sessions.ambient();

  function route(request: SandboxRequest): SandboxResponse {
    const method = request.method.toUpperCase();
    const headers = lowerCaseKeys(request.headers);
    const url = new URL(request.url, 'http://sandbox.invalid');
    const session = sessionOf(headers);
    let response: SandboxResponse;
    if (method === 'OPTIONS') {
      response = preflightAnswer(headers['access-control-request-headers']);
    } else if (url.pathname.startsWith(ADMIN_PREFIX)) {
      response = handleAdmin(admin, {
        method,
        pathname: url.pathname,
        search: url.searchParams,
        body: request.body,
        sessionId: session?.id,
      });
    } else {
      response = dispatchCall(
        { registry, handlers, state: () => state, faults, effects, log, now, onFault: admin.faultMet },
        { method, pathname: url.pathname, search: url.searchParams, headers, body: request.body, session },
      );
      if (xss.enabled() && isSandboxAnswer(response)) response = withXss(response, method, url.pathname);
    }
    return isSandboxAnswer(response) ? withCors(response, headers.origin, isAllowedOrigin) : response;
  }

  return {
    admin,
    async handle(request) {
      try {
        return route(request);
      } catch (error) {
        log.write({
          level: 'error',
          kind: 'sandbox-bug',
          message: `SANDBOX BUG while answering ${request.method} ${request.url}: ${String(error)}`,
        });
        return errorAnswer(500, `sandbox bug: ${String(error)}`);
      }
    },
  };
}
