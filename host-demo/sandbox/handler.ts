import type * as v from 'valibot';
import type { CallContract } from '../../contracts/http';
import type { LogInput } from './log';
import type { PlayerRecord } from './account/playerRecord';
import type { Session } from './sessions';
import type { SandboxState } from './state';

type SchemaOutput<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** Path parameters after validation (raw strings when the contract has no params schema). */
export type ParamsOf<C extends CallContract> = C extends { params: infer P extends v.GenericSchema }
  ? v.InferOutput<P>
  : Record<string, string>;

/** The `data` of the call's success envelope, as it goes on the wire (the schema's input side). */
export type DataOf<C extends CallContract> = v.InferInput<C['response']> extends { data: infer D } ? D : never;

/** What every handler gets: the validated request and the model. */
export interface PublicContext<C extends CallContract> {
  call: C;
  params: ParamsOf<C>;
  query: SchemaOutput<C['query']>;
  body: SchemaOutput<C['body']>;
  /** Request headers, names lower-cased. */
  headers: Readonly<Record<string, string | undefined>>;
  state: SandboxState;
  now(): number;
  /** Writes to the sandbox log with this call's id (and player, when signed in). */
  log(entry: Omit<LogInput, 'callId' | 'playerId'>): void;
  /**
   * Counts this call as an effect (effects.ts) when what it changed lives outside the state the dispatcher
   * compares (data kept beside the state, an e-mail sent). Changes to the state are counted without it.
   */
  effect(): void;
  player: PlayerRecord | undefined;
}

/** Handlers of calls that need a signed-in player get the player and session, never undefined. */
export interface PlayerContext<C extends CallContract> extends PublicContext<C> {
  player: PlayerRecord;
  session: Session;
}

/** A failure the handler answers with: HTTP status and the error envelope. */
export class HandlerFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errors?: Record<string, string>,
  ) {}
}

/** `return fail(404, 'no such transaction')` from a handler. */
export const fail = (status: number, message: string, errors?: Record<string, string>): HandlerFailure =>
  new HandlerFailure(status, message, errors);

export type HandlerResult<C extends CallContract> = DataOf<C> | HandlerFailure;

/** A handler with its contract types erased, as the dispatcher holds it. */
export interface SandboxHandler {
  callId: string;
  auth: 'player' | 'public';
  run(context: PlayerContext<CallContract>): unknown;
}

export interface HandlerBuilder<C extends CallContract> {
  /**
   * The handler of a call that needs a signed-in player (every `/rest/` call): without a live session the
   * dispatcher answers 401 before it runs.
   */
  player(run: (context: PlayerContext<C>) => HandlerResult<C>): SandboxHandler;
  /** The handler of a call that needs no session (translations). */
  public(run: (context: PublicContext<C>) => HandlerResult<C>): SandboxHandler;
}

/**
 * `handlerFor(getAppCash).player(({ player }) => data)`. Typed by the contract, so a handler that drifts from
 * its schema fails to compile (the dispatcher still checks every answer at run time). Two steps on purpose:
 * with the contract fixed first, TypeScript keeps the literal types of the returned data ('allowed', not string).
 */
export function handlerFor<C extends CallContract>(call: C): HandlerBuilder<C> {
  // The casts erase the contract types; the dispatcher validated params, query and body against this same
  // contract before it calls run.
  return {
    player: (run) => ({ callId: call.id, auth: 'player', run: run as unknown as SandboxHandler['run'] }),
    public: (run) => ({ callId: call.id, auth: 'public', run: run as unknown as SandboxHandler['run'] }),
  };
}
