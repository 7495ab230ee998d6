import * as v from 'valibot';
import { SandboxAdminError, type SandboxAdmin } from './admin';
import { depositFixtures } from './deposit/fixtures';
import { FaultSpec } from './faults';
import { clearedSessionCookie, sessionCookie } from './cookies';
import { errorAnswer, successAnswer } from './responses';
import type { SandboxAnswer } from './types';
import { describeFailure } from './validation';

export const ADMIN_PREFIX = '/__sandbox/';

export interface AdminRequest {
  method: string;
  pathname: string;
  search: URLSearchParams;
  body: string | undefined;
  /** The session the request belongs to (its cookie, or the ambient one); undefined when none. */
  sessionId: string | undefined;
}

const LoginBody = v.strictObject({ playerId: v.pipe(v.string(), v.nonEmpty()) });
const XssBody = v.strictObject({ enabled: v.boolean() });
const ExpireBody = v.optional(v.strictObject({ playerId: v.optional(v.pipe(v.string(), v.nonEmpty())) }));
const LogQuery = v.object({
  since: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'since must be a whole number'), v.transform(Number))),
  kind: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

function parseBody<S extends v.GenericSchema>(schema: S, text: string | undefined): v.InferOutput<S> {
  let json: unknown = undefined;
  if (text !== undefined && text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new SandboxAdminError(400, 'the request body is not JSON');
    }
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw new SandboxAdminError(400, `invalid request: ${describeFailure(parsed.issues).message}`);
  return parsed.output;
}

type Route = (admin: SandboxAdmin, request: AdminRequest, match: RegExpMatchArray) => SandboxAnswer;

/** A route that only acts: it answers `{ success: true, data: null }`. */
const answeringNull =
  (act: (admin: SandboxAdmin) => void): Route =>
  (admin) => {
    act(admin);
    return successAnswer(null);
  };

const routes: { method: string; path: RegExp; run: Route }[] = [
  { method: 'GET', path: /^players\/?$/, run: (admin) => successAnswer(admin.players()) },
  {
    method: 'POST',
    path: /^login\/?$/,
    run: (admin, request) => {
      const { playerId } = parseBody(LoginBody, request.body);
      const { sessionId, player } = admin.login(playerId);
      return successAnswer(player, { 'set-cookie': sessionCookie(sessionId) });
    },
  },
  {
    method: 'POST',
    path: /^logout\/?$/,
    run: (admin, request) => {
      if (request.sessionId !== undefined) admin.logout(request.sessionId);
      return successAnswer(null, { 'set-cookie': clearedSessionCookie() });
    },
  },
  {
    method: 'GET',
    path: /^session\/?$/,
    run: (admin, request) => successAnswer(request.sessionId === undefined ? null : admin.session(request.sessionId)),
  },
  {
    method: 'POST',
    path: /^expire-session\/?$/,
    run: (admin, request) => {
      const body = parseBody(ExpireBody, request.body);
      if (body?.playerId !== undefined)
        return successAnswer({ expired: admin.expireSession({ playerId: body.playerId }) });
      if (request.sessionId === undefined)
        throw new SandboxAdminError(400, 'no session to expire: sign in first, or name a playerId');
      return successAnswer({ expired: admin.expireSession({ sessionId: request.sessionId }) });
    },
  },
  { method: 'POST', path: /^reset\/?$/, run: answeringNull((admin) => admin.reset()) },
  {
    method: 'GET',
    path: /^log\/?$/,
    run: (admin, request) => {
      const parsed = v.safeParse(LogQuery, Object.fromEntries(request.search));
      if (!parsed.success) throw new SandboxAdminError(400, `invalid query: ${describeFailure(parsed.issues).message}`);
      return successAnswer(admin.log(parsed.output));
    },
  },
  { method: 'GET', path: /^calls\/?$/, run: (admin) => successAnswer(admin.calls()) },
  // Effects (effects.ts): all calls, or one call (`?playerId=` for one player's).
  { method: 'GET', path: /^effects\/?$/, run: (admin) => successAnswer(admin.effects()) },
  {
    method: 'GET',
    path: /^effects\/([^/]+)\/?$/,
    run: (admin, request, match) => {
      const callId = decodeURIComponent(match[1] ?? '');
      const playerId = request.search.get('playerId') ?? undefined;
      return successAnswer({ callId, playerId: playerId ?? null, count: admin.effectCount(callId, playerId) });
    },
  },
  {
    method: 'GET',
    path: /^deposits\/?$/,
    run: (admin, request) => {
      const playerId = request.search.get('playerId');
      const deposits = playerId === null ? admin.allDeposits() : admin.deposits(playerId);
      return successAnswer({ count: deposits.length, deposits });
    },
  },
  { method: 'GET', path: /^deposit-fixtures\/?$/, run: () => successAnswer(depositFixtures()) },
  { method: 'GET', path: /^xss\/?$/, run: (admin) => successAnswer({ enabled: admin.xssMode() }) },
  {
    method: 'POST',
    path: /^xss\/?$/,
    run: (admin, request) => {
      admin.setXssMode(parseBody(XssBody, request.body).enabled);
      return successAnswer({ enabled: admin.xssMode() });
    },
  },
  { method: 'GET', path: /^faults\/?$/, run: (admin) => successAnswer(admin.faults()) },
  { method: 'DELETE', path: /^faults\/?$/, run: answeringNull((admin) => admin.clearFaults()) },
  {
    method: 'PUT',
    path: /^faults\/([^/]+)\/?$/,
    run: (admin, request, match) =>
      successAnswer(admin.setFault(decodeURIComponent(match[1] ?? ''), parseBody(FaultSpec, request.body))),
  },
  {
    method: 'DELETE',
    path: /^faults\/([^/]+)\/?$/,
    run: (admin, _request, match) => successAnswer({ cleared: admin.clearFault(decodeURIComponent(match[1] ?? '')) }),
  },
];

/** The admin API: `/__sandbox/…` over HTTP, mapped onto the same `SandboxAdmin` that tests hold. */
export function handleAdmin(admin: SandboxAdmin, request: AdminRequest): SandboxAnswer {
  const rest = request.pathname.slice(ADMIN_PREFIX.length);
  const samePath = routes.flatMap((route) => {
    const match = rest.match(route.path);
    return match ? [{ route, match }] : [];
  });
  const found = samePath.find(({ route }) => route.method === request.method);
  if (!found) {
    if (samePath.length > 0) return errorAnswer(405, `${request.method} is not allowed on ${request.pathname}`);
    return errorAnswer(404, `no sandbox admin route ${request.pathname}`);
  }
  try {
    return found.route.run(admin, request, found.match);
  } catch (error) {
    if (error instanceof SandboxAdminError) return errorAnswer(error.status, error.message);
    throw error;
  }
}
