import * as v from 'valibot';
import { successEnvelope, type CallContract } from '../http';
import { Amount, CurrencyCode, IdempotencyKey, PlayerBalance, PositiveAmount } from './common';

/** What may be converted: winnings, entries granted per 1 unit of currency, limits and suggested amounts. */
export const WinningsToEntriesData = v.object({
  currency: CurrencyCode,
  winnings: Amount,
  entriesPerUnit: PositiveAmount,
  minAmount: Amount,
  maxAmount: v.nullable(Amount),
  presets: v.array(PositiveAmount),
});
export type WinningsToEntriesData = v.InferOutput<typeof WinningsToEntriesData>;

/** GET /rest/cash/input/winnings-to-entries/ — the conversion of winnings to entries: rate, limits, presets. */
export const getWinningsToEntries = {
  id: 'winningsToEntries.getWinningsToEntries',
  method: 'GET',
  path: '/rest/cash/input/winnings-to-entries/',
  query: undefined,
  body: undefined,
  response: successEnvelope(WinningsToEntriesData),
  description: 'Winnings-to-entries conversion: available winnings, entries per unit, min/max amount and preset amounts.',
} as const satisfies CallContract;

/** An amount of winnings to convert; one idempotency key per intent. */
export const WinningsToEntriesBody = v.strictObject({
  idempotencyKey: IdempotencyKey,
  amount: PositiveAmount,
});
export type WinningsToEntriesBody = v.InferOutput<typeof WinningsToEntriesBody>;

/** The entries granted and the balance after the conversion. */
export const WinningsToEntriesResultData = v.object({
  entries: Amount,
  balance: PlayerBalance,
});
export type WinningsToEntriesResultData = v.InferOutput<typeof WinningsToEntriesResultData>;

/** POST /rest/cash/input/winnings-to-entries/ — converts winnings to entries. */
export const convertWinningsToEntries = {
  id: 'winningsToEntries.convertWinningsToEntries',
  method: 'POST',
  path: '/rest/cash/input/winnings-to-entries/',
  query: undefined,
  body: WinningsToEntriesBody,
  response: successEnvelope(WinningsToEntriesResultData),
  description: 'Converts an amount of winnings to entries (idempotencyKey); returns the entries granted and the new balance.',
} as const satisfies CallContract;
