import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { CashierError, isCashierErrorData } from '@/shared/errors/CashierError';
import { logger } from '@/shared/log';
import {
  intentFor,
  openIntents,
  rememberBefore,
  settleIntent,
  updateIntent,
  type Intent,
  type IntentAbout,
  type IntentTarget,
} from './intentBook';
import { intentMemory } from './intentMemory';
import { outcomeOfError, type FailureOutcome } from './outcome';
import { usePlayerId } from './usePlayerId';
import { selectPlayerEpoch, type PlayerState } from '@/shared/player/playerSlice';

/** What a request gives back: RTK Query's mutation result shape (an error is never `undefined`). */
export type SendResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** What a re-read of the server found the intent made: the server's id for it (`found`), and what the flow read. */
export interface Found {
  found: string;
}

/** What a re-read is told besides the intent. */
export interface RecheckContext {
  /** The server's ids known to belong to other intents of this call: never this intent's. */
  claimed: ReadonlySet<string>;
  /**
   * When this run's request left, on this device's clock (ms since the epoch): what it made is not older (less the
   * clock skew). A record an earlier send of the same key made is older; Try again's replay (same key) finds it.
   */
  sentAt: number;
}

/**
 * Re-reads the server after the answer to `intent` was lost: what it made (`{ found: id, … }`), or `not-found` when
 * nothing can be told to be its (nothing there, more than one candidate, or the read failed).
 */
export type Recheck<F extends Found = never> = (intent: Intent, context: RecheckContext) => Promise<F | 'not-found'>;

/**
 * A run whose lost answer the re-read proved. A run with a recheck has an F other than never, so its IntentRun has
 * this branch (TypeScript cannot tell that for a generic F: `run` casts to it).
 */
export interface FoundRun<F extends Found> {
  outcome: 'found';
  found: F;
  intent: Intent;
}

/** How one run of a money-moving call ended. */
export type IntentRun<T, F extends Found = never> =
  | { outcome: 'done'; data: Exclude<T, undefined>; intent: Intent }
  | { outcome: 'failed'; error: unknown }
  | { outcome: 'unknown'; error: unknown; intent: Intent }
  /** The answer was lost, and the re-read (`recheck`) proved what the intent made (only for a run with a recheck). */
  | ([F] extends [never] ? never : FoundRun<F>)
  /** A run of this call is already in flight (a double click): nothing was sent. */
  | { outcome: 'busy' }
  /** Stopped before anything was sent (the checks refused the player, or the screen is gone). */
  | { outcome: 'stopped' };

export interface IntentRunOptions<T = unknown, F extends Found = never> {
  /** Catalogue ids to keep with the intent for a resume after a reload (never personal data). */
  about?: IntentAbout;
  /**
   * Keep the intent after the call answered: what it started settles later (a payment the pending screen checks),
   * and the flow calls `settle` then. Default: a success settles the intent.
   */
  keepOnDone?: boolean;
  /**
   * Runs with the intent before the request (the antifraud checks): `stop` ends the run without sending, an
   * `error` ends it as failed (nothing was sent).
   */
  checks?: (intent: Intent) => Promise<'go' | 'stop' | { error: unknown }>;
  /**
   * The same target may run again after it answered (a step whose answer can be "not yet", such as a capture before
   * the provider approved): the done latch does not apply.
   */
  repeatable?: boolean;
  /** What the flow saw before sending (e.g. the winnings), kept in memory only, to re-check a lost answer against. */
  seen?: Readonly<Record<string, number | string | null>>;
  /**
   * Re-reads the server after a lost answer (`checking` meanwhile): what it finds ends the run as `found` (settled,
   * or with `keepOnDone` kept with the id as its ref); `not-found` or a throw as `unknown`.
   */
  recheck?: Recheck<F>;
  /** The server's id in a done answer, kept in memory so no re-read takes it for another intent's. */
  refOf?: (data: Exclude<T, undefined>) => string | null;
}

export interface IntentFailure {
  outcome: FailureOutcome;
  error: unknown;
}

const asError = (call: string, cause: unknown) =>
  isCashierErrorData(cause)
    ? cause
    : new CashierError({ code: 'unknown', callId: call, message: `${call}: ${String(cause)}` }, { cause }).toJSON();

/**
 * The one way a money-moving or irreversible call is made (docs/architecture.md, "Money moves exactly once"):
 * - at most one run in flight (a ref, so a double click before React re-renders sends nothing twice);
 * - the idempotency key of the player + call + target from the intent book, the same on every retry of that target
 *   (after a reload too), a new one for another target;
 * - the outcome told as it is: `done`; `failed` when the server said no or nothing was sent (the intent is settled,
 *   the next attempt is new); `unknown` when the answer was lost (the intent is kept and marked, so a retry, a
 *   reopen or a reload sends the same key, and the screen re-reads the server (a `recheck`: `found` when it proves
 *   what the intent made) instead of saying nothing happened).
 * The kit knows no feature: `call` is the flow's name for the call, the target its fields.
 */
export function useIntentCall(call: string) {
  const playerId = usePlayerId();
  const store = useStore();
  const inFlight = useRef(false);
  // Targets this screen already got done: a click that lands between the answer and the screen moving on (a double
  // click on a fast answer) must not start the same thing again with a new key.
  const doneTargets = useRef(new Set<string>());
  const mounted = useRef(true);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<IntentFailure | null>(null);
  // The answer was lost and the server is being re-read (`recheck`).
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T, F extends Found = never>(
      target: IntentTarget,
      send: (intent: Intent) => Promise<SendResult<T>>,
      options: IntentRunOptions<T, F> = {},
    ): Promise<IntentRun<T, F>> => {
      const targetText = JSON.stringify(Object.entries(target).sort(([a], [b]) => (a < b ? -1 : 1)));
      if (inFlight.current || doneTargets.current.has(targetText)) return { outcome: 'busy' };
      // The player this run is for (docs/architecture.md, "One player at a time"): after a logout, a 401 or
      // `re-init-data` every later step of the run is dropped — no book write, no re-read of the next player's data,
      // no outcome shown to them.
      const epoch = selectPlayerEpoch(store.getState() as { player?: PlayerState });
      const gone = () => selectPlayerEpoch(store.getState() as { player?: PlayerState }) !== epoch;
      inFlight.current = true;
      setSubmitting(true);
      setFailure(null);
      const failed = (error: unknown): IntentRun<T, F> => {
        setFailure({ outcome: 'failed', error });
        return { outcome: 'failed', error };
      };
      try {
        const player = await playerId();
        if (gone()) return { outcome: 'stopped' };
        if (player === null) {
          return failed(
            new CashierError({
              code: 'unauthorized',
              callId: call,
              message: `${call}: no signed-in player to key the intent`,
            }).toJSON(),
          );
        }
        const intent = intentFor(player, call, target, options.about);
        if (options.seen && !intent.unknown) rememberBefore(intent.key, target, options.seen);
        if (options.checks) {
          const verdict = await options.checks(intent);
          if (verdict === 'stop') return { outcome: 'stopped' };
          if (verdict !== 'go') return failed(verdict.error);
          // The player left while the checks ran: what nobody waits for is not started.
          if (!mounted.current || gone()) return { outcome: 'stopped' };
        }
        let result: SendResult<T>;
        const sentAt = Date.now();
        try {
          result = await send(intent);
        } catch (cause) {
          // A throw while making the request (building its body) is a bug of ours; the request was not sent.
          logger.error(`${call}: the request could not be made`, cause);
          settleIntent(player, call, target);
          return failed(asError(call, cause));
        }
        // The answer came back to another player's cashier (the request was cut off by the reset): nothing of it
        // is theirs. The book was forgotten with the player, so nothing is kept either.
        if (gone()) return { outcome: 'stopped' };
        if (result.error === undefined) {
          // RTK Query's result carries `data` whenever `error` is undefined (`unknown` in the error branch keeps
          // TypeScript from narrowing on it).
          const data = result.data as Exclude<T, undefined>;
          const ref = options.refOf?.(data);
          if (ref) intentMemory.refs.set(ref, intent.key);
          if (!options.repeatable) doneTargets.current.add(targetText);
          if (!options.keepOnDone) settleIntent(player, call, target);
          else if (intent.unknown) updateIntent(player, call, target, { unknown: false });
          return { outcome: 'done', data, intent: { ...intent, unknown: false } };
        }
        const outcome = outcomeOfError(result.error);
        if (outcome === 'failed') {
          settleIntent(player, call, target);
          return failed(result.error);
        }
        updateIntent(player, call, target, { unknown: true });
        const lost: Intent = { ...intent, unknown: true };
        const { recheck } = options;
        if (recheck && mounted.current) {
          setChecking(true);
          const found = await import(/* webpackChunkName: "money-recheck" */ './recheckLost').then(
            (loaded) =>
              loaded.recheckLost(call, player, target, lost, recheck, Boolean(options.keepOnDone), sentAt, gone),
            (cause: unknown) => {
              logger.warn(`${call}: the re-read could not load`, cause);
              return 'not-found' as const;
            },
          );
          if (gone()) return { outcome: 'stopped' };
          if (found !== 'not-found') {
            if (!options.keepOnDone && !options.repeatable) doneTargets.current.add(targetText);
            const run: FoundRun<F> = {
              outcome: 'found',
              found,
              intent: { ...lost, ref: options.keepOnDone ? found.found : intent.ref, unknown: false },
            };
            return run as IntentRun<T, F>;
          }
        }
        if (gone()) return { outcome: 'stopped' };
        setFailure({ outcome: 'unknown', error: result.error });
        return { outcome: 'unknown', error: result.error, intent: lost };
      } finally {
        inFlight.current = false;
        if (mounted.current) {
          setSubmitting(false);
          setChecking(false);
        }
      }
    },
    [call, playerId, store],
  );

  /** The started thing settled (a payment's check answered): the target's next attempt is a new intent. */
  const settle = useCallback(
    async (target: IntentTarget) => {
      const player = await playerId();
      if (player !== null) settleIntent(player, call, target);
    },
    [call, playerId],
  );

  /** The server's id for what the intent started (a payment id), kept for a reload. */
  const started = useCallback(
    async (target: IntentTarget, ref: string) => {
      const player = await playerId();
      if (player === null) return;
      updateIntent(player, call, target, { ref, unknown: false });
      // Remembered past the intent's settling (see intentMemory's refs).
      const owner = openIntents(player, call).find((intent) => intent.ref === ref);
      intentMemory.refs.set(ref, owner?.key ?? '');
    },
    [call, playerId],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { run, settle, started, submitting, checking, failure, clearFailure };
}

/**
 * The signed-in player's unsettled intents of a call whose last answer was lost (oldest first), read when the
 * screen opens: a screen shows "we are checking" for them and re-reads the server. Null until the player is known.
 */
export function useUnknownIntents(call: string): { intents: Intent[] | null; playerId: string | null } {
  const playerId = usePlayerId();
  const [state, setState] = useState<{ intents: Intent[] | null; playerId: string | null }>({
    intents: null,
    playerId: null,
  });
  useEffect(() => {
    let active = true;
    void playerId().then((player) => {
      if (!active) return;
      setState({
        intents: player === null ? [] : openIntents(player, call).filter((intent) => intent.unknown),
        playerId: player,
      });
    });
    return () => {
      active = false;
    };
  }, [call, playerId]);
  return state;
}
