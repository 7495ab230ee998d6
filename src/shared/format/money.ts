import { formatNumber } from '@/shared/format/number';

/** `9.99 USD` with the spec §9 number format (two decimals for money). */
export const formatMoney = (amount: number, currency: string) =>
  `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** Coins: whole numbers, grouped. */
export const formatCoins = (amount: number) => formatNumber(amount, { maximumFractionDigits: 0 });
