import type { Transaction, TransactionStatus } from '../account/playerRecord';

const STATUSES: readonly TransactionStatus[] = ['pending', 'closed', 'canceled', 'denied'];
const METHODS = ['Visa •••• 4242', 'Mastercard •••• 4444', 'PayPal', 'Trustly Chase **** 6789', 'Amazon Cash'];
const MINUTE_MS = 60 * 1000;

/** A small deterministic PRNG (mulberry32): the same seed gives the same history on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
