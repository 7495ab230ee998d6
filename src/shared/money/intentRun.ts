import { CashierError, isCashierErrorData } from '@/shared/errors/CashierError';
import { logger } from '@/shared/log';
import {
  intentFor,
  openIntents,
  rememberBefore,
  settleIntent,
  settleIntentByKey,
  updateIntent,
  type Intent,
  type IntentTarget,
} from './intentBook';
import { intentMemory } from './intentMemory';
import { outcomeOfError } from './outcome';
import type { Found, FoundRun, IntentFailure, IntentRun, IntentRunOptions, SendResult } from './useIntentCall';

/**
 * The body of a money-moving call's run (useIntentCall's `run`), with the intent book it writes: its own chunk,
 * which a screen that can move money starts loading once it shows (docs/architecture.md, "Money moves exactly
 * once"). The hook keeps what must hold before anything is loaded: one run in flight, the done latch, the player the
 * press came from.
 */

/** What the hook lends a run: the screen's latch and state, and the player the press was made for. */
export interface RunSite {
  call: string;
  playerId: () => Promise<string | null>;
  /** Whether the player changed since the press (logout, 401, `re-init-data`): every later step is dropped. */
  gone: () => boolean;
  /** Whether the screen is still there. */
  mounted: () => boolean;
  /** Targets this screen already got done (the hook's latch). */
  doneTargets: Set<string>;
  targetText: string;
  setChecking: (checking: boolean) => void;
  setFailure: (failure: IntentFailure) => void;
}

const asError = (call: string, cause: unknown) =>
  isCashierErrorData(cause)
    ? cause
    : new CashierError({ code: 'unknown', callId: call, message: `${call}: ${String(cause)}` }, { cause }).toJSON();

export async function runIntent<T, F extends Found = never>(
  site: RunSite,
  target: IntentTarget,
  send: (intent: Intent) => Promise<SendResult<T>>,
  options: IntentRunOptions<T, F>,
): Promise<IntentRun<T, F>> {
  const { call, gone } = site;
  const failed = (error: unknown): IntentRun<T, F> => {
    site.setFailure({ outcome: 'failed', error });
    return { outcome: 'failed', error };
  };
  const player = await site.playerId();
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
    if (!site.mounted() || gone()) return { outcome: 'stopped' };
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
  // The answer came back to another player's cashier (the request was cut off by the reset): nothing of it is
  // theirs. The book was forgotten with the player, so nothing is kept either.
  if (gone()) return { outcome: 'stopped' };
  if (result.error === undefined) {
    // RTK Query's result carries `data` whenever `error` is undefined (`unknown` in the error branch keeps
    // TypeScript from narrowing on it).
    const data = result.data as Exclude<T, undefined>;
    const ref = options.refOf?.(data);
    if (ref) intentMemory.refs.set(ref, intent.key);
    if (!options.repeatable) site.doneTargets.add(site.targetText);
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
  if (recheck && site.mounted()) {
    site.setChecking(true);
    const found = await import(/* webpackChunkName: "money-recheck" */ './recheckLost').then(
      (loaded) => loaded.recheckLost(call, player, target, lost, recheck, Boolean(options.keepOnDone), sentAt, gone),
      (cause: unknown) => {
        logger.warn(`${call}: the re-read could not load`, cause);
        return 'not-found' as const;
      },
    );
    if (gone()) return { outcome: 'stopped' };
    if (found !== 'not-found') {
      if (!options.keepOnDone && !options.repeatable) site.doneTargets.add(site.targetText);
      const run: FoundRun<F> = {
        outcome: 'found',
        found,
        intent: { ...lost, ref: options.keepOnDone ? found.found : intent.ref, unknown: false },
      };
      return run as IntentRun<T, F>;
    }
  }
  if (gone()) return { outcome: 'stopped' };
  site.setFailure({ outcome: 'unknown', error: result.error });
  return { outcome: 'unknown', error: result.error, intent: lost };
}

/** The book's reads and settles, for callers outside a run (a hook's `settle`, the pending screen). */
export { openIntents, settleIntent, settleIntentByKey };

/** The server's id for what the intent started (a payment id), kept for a reload and past the intent's settling. */
export function startedIntent(player: string, call: string, target: IntentTarget, ref: string): void {
  updateIntent(player, call, target, { ref, unknown: false });
  const owner = openIntents(player, call).find((intent) => intent.ref === ref);
  intentMemory.refs.set(ref, owner?.key ?? '');
}

/** The player's unsettled intents of a call whose last answer was lost, oldest first. */
export const unknownIntents = (player: string, call: string): Intent[] =>
  openIntents(player, call).filter((intent) => intent.unknown);
