import { useCallback, useEffect, useRef, useState } from 'react';
import { CashierError } from '@/shared/errors/CashierError';
import type { Intent, IntentAbout, IntentTarget } from './intentBook';
import { hasIntents } from './intentMemory';
import { loadRun, warmRun, type IntentRunModule } from './loadRun';
import type { FailureOutcome } from './outcome';
import { usePlayerId } from './usePlayerId';
import { selectPlayerEpoch, type PlayerState } from '@/shared/player/playerSlice';
import { useLiveStore } from '@/shared/store/storeView';

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

/** How long a screen waits before it asks again for the intent book's code that did not come. */
const UNKNOWN_READ_RETRY_MS = 5_000;

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
  const store = useLiveStore();
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

  // The run's code is started once the screen shows, in a later task, so a press finds it in (usually) and the
  // first screen does not carry it (test/size/README.md).
  useEffect(warmRun, []);

  const run = useCallback(
    async <T, F extends Found = never>(
      target: IntentTarget,
      send: (intent: Intent) => Promise<SendResult<T>>,
      options: IntentRunOptions<T, F> = {},
    ): Promise<IntentRun<T, F>> => {
      const targetText = JSON.stringify(Object.entries(target).sort(([a], [b]) => (a < b ? -1 : 1)));
      if (inFlight.current || doneTargets.current.has(targetText)) return { outcome: 'busy' };
      // The player this run is for (docs/architecture.md, "One player at a time"), taken at the press, before
      // anything is awaited: after a logout, a 401 or `re-init-data` every later step of the run is dropped — no
      // book write, no re-read of the next player's data, no outcome shown to them.
      const epoch = selectPlayerEpoch(store.getState() as { player?: PlayerState });
      const gone = () => selectPlayerEpoch(store.getState() as { player?: PlayerState }) !== epoch;
      inFlight.current = true;
      setSubmitting(true);
      setFailure(null);
      try {
        let loaded: IntentRunModule;
        try {
          loaded = await loadRun();
        } catch (cause) {
          // The run's code did not come (offline): nothing was sent, and the player may press again.
          if (gone()) return { outcome: 'stopped' };
          const error = new CashierError(
            { code: 'network', callId: call, message: `${call}: the run's code could not load` },
            { cause },
          ).toJSON();
          setFailure({ outcome: 'failed', error });
          return { outcome: 'failed', error };
        }
        // The screen went while the code came (a slow network): what nobody waits for is not started.
        if (!mounted.current || gone()) return { outcome: 'stopped' };
        return await loaded.runIntent(
          {
            call,
            playerId,
            gone,
            mounted: () => mounted.current,
            doneTargets: doneTargets.current,
            targetText,
            setChecking,
            setFailure,
          },
          target,
          send,
          options,
        );
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
      const [player, loaded] = await Promise.all([playerId(), loadRun()]);
      if (player !== null) loaded.settleIntent(player, call, target);
    },
    [call, playerId],
  );

  /** The server's id for what the intent started (a payment id), kept for a reload. */
  const started = useCallback(
    async (target: IntentTarget, ref: string) => {
      const [player, loaded] = await Promise.all([playerId(), loadRun()]);
      if (player !== null) loaded.startedIntent(player, call, target, ref);
    },
    [call, playerId],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { run, settle, started, submitting, checking, failure, clearFailure };
}

/**
 * The signed-in player's unsettled intents of a call whose last answer was lost (oldest first), read when the
 * screen opens: a screen shows "we are checking" for them and re-reads the server. Null until they are read (the
 * player is known and, when the tab keeps a book, its code is in).
 */
export function useUnknownIntents(call: string): { intents: Intent[] | null; playerId: string | null } {
  const playerId = usePlayerId();
  const [state, setState] = useState<{ intents: Intent[] | null; playerId: string | null }>({
    intents: null,
    playerId: null,
  });
  useEffect(() => {
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const player = await playerId();
      // No book in the tab: nothing to resume, and the book's code is not loaded for it.
      if (player === null || !hasIntents()) {
        if (active) setState({ intents: [], playerId: player });
        return;
      }
      try {
        const loaded = await loadRun();
        if (active) setState({ intents: loaded.unknownIntents(player, call), playerId: player });
      } catch {
        // The book's code did not come (offline): not read yet (null), never "nothing was lost"; asked again.
        if (active) retry = setTimeout(() => void read(), UNKNOWN_READ_RETRY_MS);
      }
    };
    void read();
    return () => {
      active = false;
      clearTimeout(retry);
    };
  }, [call, playerId]);
  return state;
}
