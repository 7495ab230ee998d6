import * as v from 'valibot';
import { calls, get, post } from './factories';
import { Amount, AmountLimits, inCurrency, MoneyIntent, PositiveAmount, withBalance } from './common';

/** What may be converted: winnings, entries granted per 1 unit of currency, limits and suggested amounts. */
export const WinningsToEntriesData = inCurrency({
  winnings: Amount,
  entriesPerUnit: PositiveAmount,
  ...AmountLimits.entries,
  presets: v.array(PositiveAmount),
});
export type WinningsToEntriesData = v.InferOutput<typeof WinningsToEntriesData>;

/** An amount of winnings to convert; one idempotency key per intent. */
export const WinningsToEntriesBody = MoneyIntent;
export type WinningsToEntriesBody = v.InferOutput<typeof WinningsToEntriesBody>;

/** The entries granted and the balance after the conversion. */
export const WinningsToEntriesResultData = withBalance({ entries: Amount });
export type WinningsToEntriesResultData = v.InferOutput<typeof WinningsToEntriesResultData>;

export const { getWinningsToEntries, convertWinningsToEntries } = calls('winningsToEntries', {
  /** GET /rest/cash/input/winnings-to-entries/ — the conversion of winnings to entries: rate, limits, presets. */
  getWinningsToEntries: get('/rest/cash/input/winnings-to-entries/', WinningsToEntriesData),
  /** POST /rest/cash/input/winnings-to-entries/ — converts winnings to entries. */
  convertWinningsToEntries: post(
    '/rest/cash/input/winnings-to-entries/',
    WinningsToEntriesBody,
    WinningsToEntriesResultData,
  ),
});
