import type { Transaction, TransactionStatus } from '../account/playerRecord';
import { mulberry32 } from '../random';

const STATUSES: readonly TransactionStatus[] = ['pending', 'closed', 'canceled', 'denied'];
const METHODS = ['Visa •••• 4242', 'Mastercard •••• 4444', 'PayPal', 'Trustly Chase **** 6789', 'Amazon Cash'];
const MINUTE_MS = 60 * 1000;

/**
 * `count` transactions (newest first, one every few minutes back from `now`) covering every status and direction:
 * the first eight rows walk through each status × direction, the rest are drawn from `seed`. Redemptions (`out`)
 * are `redeem`, deposits (`in`) are `deposit`; only pending redemptions can be cancelled.
 */
export function generateHistory(count: number, now: number, seed = 42, idPrefix = 'tx-gen'): Transaction[] {
  const random = mulberry32(seed);
  const rows: Transaction[] = [];
  let at = now;
  for (let index = 0; index < count; index += 1) {
    const walk = index < 8;
    const direction = walk ? (index % 2 === 0 ? 'out' : 'in') : random() < 0.5 ? 'in' : 'out';
    const status = walk ? STATUSES[Math.floor(index / 2)] : STATUSES[Math.floor(random() * STATUSES.length)];
    at -= MINUTE_MS * (1 + Math.floor(random() * 90));
    rows.push({
      id: `${idPrefix}-${index + 1}`,
      kind: direction === 'in' ? 'deposit' : 'redeem',
      direction,
      status: status ?? 'closed',
      amount: Math.round((1 + random() * 499) * 100) / 100,
      currency: 'USD',
      createdAt: at,
      methodLabel: METHODS[Math.floor(random() * METHODS.length)] ?? 'Visa •••• 4242',
    });
  }
  return rows;
}
