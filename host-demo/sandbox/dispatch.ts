import type { CallContract } from '../../contracts/http';
import { breakContract } from './contractFault';
import { changedSince, effectView, type EffectCounter } from './effects';
import type { FaultSpec, FaultStore } from './faults';
import type { LogInput, SandboxLog } from './log';
import { errorAnswer, jsonAnswer, malformedAnswer, successAnswer } from './responses';
import { HandlerFailure, type PlayerContext, type SandboxHandler } from './handler';
import type { Session } from './sessions';
import type { SandboxState } from './state';
import type { SandboxAnswer, SandboxResponse } from './types';
import { check } from './validation';
// Only the text of the cash area is served to anyone; every other call is about one player's account.
import { isSessionlessPath } from '../../contracts/sessionless';

/** A call of the contract registry matched by method and path, with its raw path parameters. */
export interface CallMatch {
  call: CallContract;
  params: Record<string, string>;
}

export interface CallRegistry {
  calls: readonly CallContract[];
  find(method: string, pathname: string): CallMatch | undefined;
}

export interface DispatchDeps {
  registry: CallRegistry;
  handlers: ReadonlyMap<string, SandboxHandler>;
  state(): SandboxState;
  faults: FaultStore;
  log: SandboxLog;
  now(): number;
  /** Counts the calls that changed state (effects.ts); omitted in tests that do not look. */
  effects?: EffectCounter;
  /** Told when a fault is met, before the call is answered or reaches the model (the harness snapshots state here). */
  onFault?(callId: string, playerId: string | undefined): void;
}

/** An API request after the model has parsed the URL and resolved the session. */
export interface ApiRequest {
  method: string;
  pathname: string;
  search: URLSearchParams;
  /** Names lower-cased. */
  headers: Record<string, string | undefined>;
  body: string | undefined;
  session: Session | undefined;
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

const unauthorized = (message: string): SandboxAnswer => errorAnswer(401, message);

interface Outcome {
  answer: SandboxAnswer;
  /** The success envelope, when the call succeeded (a 'contract' fault breaks this one). */
  successBody?: unknown;
}

function parseJsonBody(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined || text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Session check, request validation, the handler, and the check of the handler's own answer. */
function runCall(deps: DispatchDeps, match: CallMatch, request: ApiRequest): Outcome {
  const { call } = match;
  const handler = deps.handlers.get(call.id);
  const auth = handler?.auth ?? (isSessionlessPath(call.path) ? 'public' : 'player');
  const { session } = request;
  const state = deps.state();
  const player = session && !session.expired ? state.players.get(session.playerId) : undefined;

  if (auth === 'player') {
    if (!session) return { answer: unauthorized('not signed in') };
    if (session.expired) return { answer: unauthorized('session expired, please sign in again') };
    if (!player) return { answer: unauthorized('the player of this session no longer exists') };
  }

  const params = call.params ? check(call.params, match.params) : { ok: true as const, value: match.params };
  if (!params.ok)
    return { answer: errorAnswer(400, `${call.id}: invalid path: ${params.failure.message}`, params.failure.errors) };

  const query = call.query
    ? check(call.query, Object.fromEntries(request.search))
    : { ok: true as const, value: undefined };
  if (!query.ok)
    return { answer: errorAnswer(400, `${call.id}: invalid query: ${query.failure.message}`, query.failure.errors) };

  let body: unknown = undefined;
  if (call.body) {
    const json = parseJsonBody(request.body);
    if (!json.ok) return { answer: errorAnswer(400, `${call.id}: the request body is not JSON`) };
    const checked = check(call.body, json.value);
    if (!checked.ok)
      return {
        answer: errorAnswer(400, `${call.id}: invalid body: ${checked.failure.message}`, checked.failure.errors),
      };
    body = checked.value;
  }

  if (!handler) return { answer: errorAnswer(501, `not implemented in the sandbox yet: ${call.id}`) };

  const log = (entry: Omit<LogInput, 'callId' | 'playerId'>) =>
    deps.log.write({ ...entry, callId: call.id, playerId: player?.id });
  let declaredEffect = false;
  const effect = () => {
    declaredEffect = true;
  };
  // A public call may still know the player; a player call is guaranteed one by the checks above.
  const context = {
    call,
    params: params.value,
    query: query.value,
    body,
    headers: request.headers,
    state,
    now: deps.now,
    log,
    effect,
    player,
    session,
  } as PlayerContext<CallContract>;

  const before = deps.effects ? effectView(state, player?.id) : undefined;
  let result: unknown;
  try {
    result = handler.run(context);
  } catch (error) {
    deps.log.write({
      level: 'error',
      kind: 'sandbox-bug',
      callId: call.id,
      playerId: player?.id,
      message: `handler of ${call.id} threw: ${String(error)}`,
    });
    return { answer: errorAnswer(500, `sandbox bug: the handler of ${call.id} threw: ${String(error)}`) };
  } finally {
    // Counted whatever the answer: a refusal that changed state (an attempt used) is still an effect.
    if (deps.effects && (declaredEffect || changedSince(before, state, player?.id))) {
      deps.effects.record(call.id, player?.id);
      deps.log.write({
        level: 'info',
        kind: 'effect',
        callId: call.id,
        playerId: player?.id,
        message: `${call.id} changed state (effect ${deps.effects.count(call.id)})`,
      });
    }
  }
  if (result instanceof HandlerFailure) return { answer: errorAnswer(result.status, result.message, result.errors) };

  // Checked as the client will see it: after the JSON round trip (undefined fields vanish, dates become strings).
  const successBody = JSON.parse(JSON.stringify({ success: true, data: result })) as unknown;
  const verdict = check(call.response, successBody);
  if (!verdict.ok) {
    deps.log.write({
      level: 'error',
      kind: 'sandbox-bug',
      callId: call.id,
      playerId: player?.id,
      message: `SANDBOX BUG: ${call.id} produced a body that breaks its own contract: ${verdict.failure.message}`,
      data: { errors: verdict.failure.errors, body: successBody },
    });
    return {
      answer: errorAnswer(
        500,
        `sandbox bug: ${call.id} produced a body that breaks its contract: ${verdict.failure.message}`,
      ),
    };
  }
  return { answer: successAnswer(result), successBody };
}

/** The answer of a fault that stops the call before it reaches the model, or undefined for 'delay'/'contract'/'lost'. */
function shortCircuit(fault: FaultSpec): SandboxResponse | undefined {
  switch (fault.kind) {
    case 'status':
      return errorAnswer(fault.status, fault.message ?? `sandbox fault: HTTP ${fault.status}`);
    case 'hang':
      return { kind: 'hang' };
    case 'abort':
      return { kind: 'abort' };
    case 'malformed':
      return malformedAnswer();
    case 'unauthorized':
      return unauthorized('session expired (sandbox fault)');
    case 'unauthorized-body':
      return jsonAnswer(200, { statusCode: 401, success: false });
    case 'delay':
    case 'contract':
    case 'lost':
      return undefined;
  }
}

function describe(response: SandboxResponse): string {
  return 'kind' in response ? response.kind : String(response.status);
}

/**
 * One call of the contract registry: faults first (they stand for the network and the platform's edge), then
 * the session, the request's validity, the handler, and the handler's answer against the call's response schema.
 * Faults that stop the call ('status', 'hang', 'abort', 'malformed', 'unauthorized…') leave the model untouched;
 * 'delay', 'contract' and 'lost' let the call take effect and spoil only the answer ('lost' drops it: the client
 * never hears that the call was done).
 */
export function dispatchCall(deps: DispatchDeps, request: ApiRequest): SandboxResponse {
  const { method, pathname } = request;
  const match = deps.registry.find(method, pathname);
  if (!match) {
    const allowed = HTTP_METHODS.filter((other) => other !== method && deps.registry.find(other, pathname));
    if (allowed.length > 0) {
      return jsonAnswer(
        405,
        { success: false, statusCode: 405, message: `${method} is not allowed on ${pathname}` },
        { allow: allowed.join(', ') },
      );
    }
    return errorAnswer(404, `no call ${method} ${pathname} in the contract registry`);
  }

  const { call } = match;
  const playerId = request.session?.playerId;
  const fault = deps.faults.take(call.id);
  if (fault) {
    deps.onFault?.(call.id, playerId);
    deps.log.write({
      level: 'warn',
      kind: 'fault',
      callId: call.id,
      playerId,
      message: `fault '${fault.kind}' on ${call.id}`,
      data: fault,
    });
    const stopped = shortCircuit(fault);
    if (stopped) return stopped;
  }

  const outcome = runCall(deps, match, request);
  let answer = outcome.answer;
  if (fault?.kind === 'contract') {
    const broken = breakContract(call.response, outcome.successBody);
    deps.log.write({
      level: 'warn',
      kind: 'fault',
      callId: call.id,
      playerId,
      message: `contract fault on ${call.id}: ${broken.how}`,
    });
    answer = jsonAnswer(200, broken.body);
  }
  if (fault?.kind === 'delay') answer = { ...answer, delayMs: fault.delayMs };

  const sent: SandboxResponse = fault?.kind === 'lost' ? { kind: 'abort' } : answer;
  if (fault?.kind === 'lost') {
    deps.log.write({
      level: 'warn',
      kind: 'fault',
      callId: call.id,
      playerId,
      message: `lost fault on ${call.id}: done (${answer.status}), the answer dropped`,
    });
  }
  deps.log.write({
    // 'error' is kept for sandbox bugs (kind 'sandbox-bug'); a 5xx here may be a fault or a 501 by design.
    level: answer.status >= 500 ? 'warn' : 'info',
    kind: 'request',
    callId: call.id,
    playerId,
    message: `${method} ${pathname}${request.search.size > 0 ? `?${request.search.toString()}` : ''} → ${describe(answer)}${sent === answer ? '' : ', answer lost'}`,
  });
  return sent;
}
