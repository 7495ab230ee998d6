import { convertWinningsToEntries, getWinningsToEntries } from '../../../contracts/api/winningsToEntries';
import type { PlayerRecord } from '../account/playerRecord';
import { fail, handlerFor } from '../handler';
import type { SandboxState } from '../state';

/** Entries granted per 1 unit of currency. */
export const ENTRIES_PER_UNIT = 100;
/** Smallest and largest conversion. */
export const MIN_CONVERSION = 1;
export const MAX_CONVERSION = 500;
/** Suggested amounts; the cashier offers those the player's winnings allow. */
export const PRESETS = [5, 10, 25, 50, 100];

interface Conversion {
  playerId: string;
  amount: number;
  result: { entries: number; balance: { balance: number; winnings: number; currency: string } };
}

/** Conversions by idempotency key, per sandbox state (a reset replaces the state and so forgets them). */
const conversionsByState = new WeakMap<SandboxState, Map<string, Conversion>>();

function conversionsOf(state: SandboxState): Map<string, Conversion> {
  let conversions = conversionsByState.get(state);
  if (!conversions) {
    conversions = new Map();
    conversionsByState.set(state, conversions);
  }
  return conversions;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const balanceOf = (player: PlayerRecord) => ({
  balance: player.balance,
  winnings: player.winnings,
  currency: player.currency,
});

/**
 * GET /rest/cash/input/winnings-to-entries/ — the player's winnings, the rate, limits and presets.
 * POST the same path — converts: the amount leaves the winnings (and the balance) and comes back as entries. The same
 * idempotency key with the same amount answers the first result again without converting twice; with another
 * amount it is refused (409).
 */
export const winningsToEntriesHandlers = [
  handlerFor(getWinningsToEntries).player(({ player }) => ({
    currency: player.currency,
    winnings: player.winnings,
    entriesPerUnit: ENTRIES_PER_UNIT,
    minAmount: MIN_CONVERSION,
    maxAmount: MAX_CONVERSION,
    presets: PRESETS,
  })),
  handlerFor(convertWinningsToEntries).player(({ player, body, state, log }) => {
    if (!player.finOperationsAvailable) return fail(403, 'Financial operations are not available for this account.');
    const conversions = conversionsOf(state);
    const seen = conversions.get(body.idempotencyKey);
    if (seen) {
      if (seen.playerId !== player.id || seen.amount !== body.amount) {
        log({
          level: 'warn',
          kind: 'idempotency',
          message: `idempotencyKey ${body.idempotencyKey} reused with another conversion: refused (409)`,
        });
        return fail(409, 'This request was already used for another conversion.', { idempotencyKey: 'already used' });
      }
      return seen.result;
    }
    if (body.amount < MIN_CONVERSION || body.amount > MAX_CONVERSION) {
      return fail(422, `Convert between ${MIN_CONVERSION} and ${MAX_CONVERSION}.`, { amount: 'out of limits' });
    }
    if (body.amount > player.winnings)
      return fail(422, 'The amount is more than your winnings.', { amount: 'more than winnings' });
    player.winnings = cents(player.winnings - body.amount);
    const entries = Math.floor(body.amount * ENTRIES_PER_UNIT);
    const result = { entries, balance: balanceOf(player) };
    conversions.set(body.idempotencyKey, { playerId: player.id, amount: body.amount, result });
    log({
      level: 'info',
      kind: 'winnings-to-entries',
      message: `${body.amount} ${player.currency} of winnings converted to ${entries} entries`,
    });
    return result;
  }),
];
