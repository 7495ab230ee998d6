import { formatCount, formatNumber } from '@/shared/format/number';

/** `9.99 USD` with docs/product/constants.md#money-and-coins-format number format (two decimals for money). */
export const formatMoney = (amount: number, currency: string) =>
  `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** Coins: whole numbers, grouped. */
export const formatCoins = (amount: number) => formatCount(amount);
