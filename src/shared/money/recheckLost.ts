import { logger } from '@/shared/log';
import { openIntents, settleIntent, updateIntent, type Intent, type IntentTarget } from './intentBook';
import { intentMemory } from './intentMemory';
import type { Found, Recheck } from './useIntentCall';

/*
 * The kit's side of re-reading a lost answer (useIntentCall's `recheck`), its own chunk: loaded only when an answer
 * was lost, so the kit every money screen carries stays small (docs/architecture.md, "Money moves exactly once").
 */

/**
 * The server's ids known to belong to intents other than the one of `key`: the refs of the player's other open
 * intents of this call (the book) and those this page saw made (memory). A re-read never claims one of them.
 */
export function claimedRefs(playerId: string, call: string, key: string): Set<string> {
  const claimed = new Set<string>();
  for (const intent of openIntents(playerId, call)) {
    if (intent.key !== key && intent.ref !== null) claimed.add(intent.ref);
  }
  for (const [ref, owner] of intentMemory.refs) {
    if (owner !== key) claimed.add(ref);
  }
  return claimed;
}

/**
 * Runs the flow's re-read for the intent whose answer was lost. Found: the intent is settled, or (`keep`, a started
 * payment that settles later) kept with the found id as its ref. A throw cannot tell: `not-found`; so does a change of
 * player while it ran (`gone`), and then nothing is written.
 */
export async function recheckLost<F extends Found>(
  call: string,
  playerId: string,
  target: IntentTarget,
  intent: Intent,
  recheck: Recheck<F>,
  keep: boolean,
  /** When the run's request left (RecheckContext.sentAt). */
  sentAt: number,
  /** The player changed while it ran (useIntentCall): what it read is another player's business, nothing is kept. */
  gone: () => boolean = () => false,
): Promise<F | 'not-found'> {
  if (gone()) return 'not-found';
  let found: F | 'not-found';
  try {
    found = await recheck(intent, { claimed: claimedRefs(playerId, call, intent.key), sentAt });
  } catch (cause) {
    logger.warn(`${call}: the server could not be re-read after a lost answer`, cause);
    return 'not-found';
  }
  if (found === 'not-found' || gone()) return 'not-found';
  intentMemory.refs.set(found.found, intent.key);
  if (keep) updateIntent(playerId, call, target, { ref: found.found, unknown: false });
  else settleIntent(playerId, call, target);
  return found;
}
