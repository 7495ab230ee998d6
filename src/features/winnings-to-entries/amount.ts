import type { WinningsToEntriesData } from '@contracts/api/winningsToEntries';

/** The most one conversion may take: the winnings, or the maximum when it is lower. */
export const upperBound = (data: WinningsToEntriesData) =>
  data.maxAmount === null ? data.winnings : Math.min(data.maxAmount, data.winnings);

export type AmountProblem = 'amount' | 'min' | 'max' | 'winnings';

/** Why `value` cannot be converted (docs/product/winnings-to-entries.md, "Choosing an amount"), or null when it can. */
export function amountProblem(value: number | null, data: WinningsToEntriesData): AmountProblem | null {
  if (value === null || value <= 0) return 'amount';
  if (value < data.minAmount) return 'min';
  // Over the limit that binds, never the other: winnings of 120.50 under a 500.00 maximum say "up to 120.50".
  if (value > upperBound(data)) return data.maxAmount !== null && data.maxAmount < data.winnings ? 'max' : 'winnings';
  return null;
}

/** Entries an amount buys, whole (docs/product/winnings-to-entries.md). */
export const entriesFor = (amount: number, data: WinningsToEntriesData) =>
  Math.floor(Math.round(amount * data.entriesPerUnit * 100) / 100);
