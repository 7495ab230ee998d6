/**
 * Which of the server's records (a history row) an intent whose answer was lost made, if one can be told apart
 * (docs/architecture.md, "Money moves exactly once", "Re-reading a lost answer"). Feature-free: the flow reads the
 * records and says what its intent asked for.
 */

/** A record of money moved, as the server lists it (the history's rows have these fields). */
export interface MoneyRecord {
  id: string;
  direction: string;
  amount: number;
  currency: string;
  /** ISO date-time, the server's clock. */
  createdAt: string;
}

/** What the intent asked for, and what it cannot be. */
export interface MadeBy {
  direction: string;
  amount: number;
  currency: string;
  /** When the request that may have made it left, on this device's clock (ms since the epoch): nothing it made is older. */
  since: number;
  /** Records known to belong to other intents (useIntentCall's `claimed`). */
  claimed: ReadonlySet<string>;
}

/**
 * How far this device's clock may be ahead of the server's: a record made by the request may carry a server time up
 * to this much before the request left. Wider would let another payment of the same amount (another tab, another
 * device) made just before pass for this one; a clock off by more than this makes the record not found, which is
 * safe (unknown, Try again with the same key: the server's own answer).
 */
export const CLOCK_SKEW_MS = 30 * 1000;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The one record the intent can have made: the same direction, amount (to the cent) and currency, made since the
 * intent (less the clock skew), not known to be another intent's. None, or more than one (two payments of the same
 * amount in the window cannot be told apart), is `null`: the flow says it cannot tell, and never claims a record
 * that may be another's.
 */
export function madeRecord<R extends MoneyRecord>(records: readonly R[], made: MadeBy): R | null {
  const from = made.since - CLOCK_SKEW_MS;
  const candidates = records.filter((record) => {
    const at = Date.parse(record.createdAt);
    return (
      record.direction === made.direction &&
      record.currency === made.currency &&
      cents(record.amount) === cents(made.amount) &&
      Number.isFinite(at) &&
      at >= from &&
      !made.claimed.has(record.id)
    );
  });
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}
