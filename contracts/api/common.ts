import * as v from 'valibot';

/*
 * Building blocks shared by the call schemas of contracts/api.
 *
 * Conventions (every call follows them):
 * - Responses are `successEnvelope(data)`; the data objects are `v.object` (unknown keys are dropped, so the
 *   server may add fields without breaking the remote). Fields a server may not know yet are `nullable`,
 *   never missing.
 * - Request bodies are `v.strictObject` (a misspelt or extra key is a contract break the sandbox reports);
 *   optional request fields are `optional`.
 * - Query values arrive over HTTP as strings, so query schemas accept strings only (`QueryInteger`, `QueryId`).
 * - Money is a number in the account currency next to a `currency` code; timestamps are ISO 8601 strings;
 *   ids are non-empty strings.
 */

/** A non-empty string id (preset, method, payment, transaction…). */
export const Id = v.pipe(v.string(), v.nonEmpty('id must not be empty'), v.maxLength(128));
export type Id = v.InferOutput<typeof Id>;

/** An amount of money (or coins) in the account currency: a finite number ≥ 0. */
export const Amount = v.pipe(v.number(), v.finite(), v.minValue(0));
export type Amount = v.InferOutput<typeof Amount>;

/** An amount a player asks to move: a finite number > 0. */
export const PositiveAmount = v.pipe(v.number(), v.finite(), v.gtValue(0));
export type PositiveAmount = v.InferOutput<typeof PositiveAmount>;

/** ISO 4217 currency code of the account, e.g. `USD`. */
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency must be a 3-letter ISO 4217 code'));
export type CurrencyCode = v.InferOutput<typeof CurrencyCode>;

/** A point in time as an ISO 8601 timestamp with zone, e.g. `2025-01-31T12:00:00.000Z`. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
export type IsoDateTime = v.InferOutput<typeof IsoDateTime>;

/** A calendar date as ISO 8601 `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string(), v.isoDate());
export type IsoDate = v.InferOutput<typeof IsoDate>;

/** An absolute http(s) URL. */
export const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'URL must be http or https'));
export type HttpUrl = v.InferOutput<typeof HttpUrl>;

/** A whole number ≥ 0 (counters, attempts, pages). */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
export type Count = v.InferOutput<typeof Count>;

/** A query-string integer ≥ 0 (query values arrive as strings), e.g. `page=2`. */
export const QueryInteger = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number in decimal digits'));
export type QueryInteger = v.InferOutput<typeof QueryInteger>;

/** A query-string id (query values arrive as strings). */
export const QueryId = Id;

/**
 * Idempotency key of one money-moving intent (deposit, redemption, conversion): the client makes it once per
 * intent (a UUID is fine) and resends the same key on every retry and after a reload until the intent resolves;
 * the server answers a repeated key with the first result instead of moving money twice.
 */
export const IdempotencyKey = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'idempotencyKey must be 8–128 characters of A–Z, a–z, 0–9, _ or -'),
);
export type IdempotencyKey = v.InferOutput<typeof IdempotencyKey>;

/** What one payment or payout may move, in the account currency: at least `minAmount`, at most `maxAmount` (null: no maximum). */
export const AmountLimits = v.object({
  minAmount: Amount,
  maxAmount: v.nullable(Amount),
});
export type AmountLimits = v.InferOutput<typeof AmountLimits>;

/** A money-moving request: the amount and the intent's idempotency key (see `IdempotencyKey`). */
export const MoneyIntent = v.strictObject({
  idempotencyKey: IdempotencyKey,
  amount: PositiveAmount,
});
export type MoneyIntent = v.InferOutput<typeof MoneyIntent>;

/** A money-moving request that says more: `MoneyIntent`'s fields, then `entries` (strict, like every body). */
export const moneyIntentWith = <const E extends v.ObjectEntries>(entries: E) =>
  v.strictObject({ ...MoneyIntent.entries, ...entries });

/** An amount of money next to its currency code: spread (`...Money.entries`) into records that carry one sum. */
export const Money = v.object({
  amount: Amount,
  currency: CurrencyCode,
});
export type Money = v.InferOutput<typeof Money>;

/**
 * A data object given in the account currency: `currency` first, then `entries` (offers, presets, methods…).
 * `inCurrency({ offers: v.array(RedeemOffer) })` is `v.object({ currency: CurrencyCode, offers: v.array(RedeemOffer) })`.
 */
export const inCurrency = <const E extends v.ObjectEntries>(entries: E) =>
  v.object({ currency: CurrencyCode, ...entries });

/** An object of one list under `key`: `listOf('cards', ScratchCard)` is `v.object({ cards: v.array(ScratchCard) })`. */
export const listOf = <const K extends string, T extends v.GenericSchema>(key: K, item: T) =>
  v.object({ [key]: v.array(item) } as Record<K, v.ArraySchema<T, undefined>>);

/** Something listed under a display title: its id and a non-empty `title` (a method, an offer). */
export const Titled = v.object({
  id: Id,
  title: v.pipe(v.string(), v.nonEmpty()),
});
export type Titled = v.InferOutput<typeof Titled>;

/** The player's money: `balance` (playable), `winnings` (the redeemable part), both in `currency`. */
export const PlayerBalance = v.object({
  balance: Amount,
  winnings: Amount,
  currency: CurrencyCode,
});
export type PlayerBalance = v.InferOutput<typeof PlayerBalance>;

/** A result that carries the player's balance after it: `entries`, then `balance`. */
export const withBalance = <const E extends v.ObjectEntries>(entries: E) =>
  v.object({ ...entries, balance: PlayerBalance });

/** Coins and bonus a purchase grants. */
export const Reward = v.object({
  coins: Amount,
  bonus: Amount,
});
export type Reward = v.InferOutput<typeof Reward>;
