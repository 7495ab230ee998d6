import type { TransactionResultData } from '../../../contracts/api/history';
import {
  initialDestinations,
  initialPaypalAccounts,
  type PayoutDestination,
  type PaypalPayoutAccount,
} from './fixtures';

/** A redemption made under an idempotency key: the same request again gets the same answer, never a second payout. */
export interface RedemptionRecord {
  fingerprint: string;
  result: TransactionResultData;
}

/** Payout destinations per player and the redemptions by idempotency key. */
export interface RedeemState {
  destinations: Map<string, PayoutDestination[]>;
  paypal: Map<string, PaypalPayoutAccount[]>;
  redemptions: Map<string, RedemptionRecord>;
  counter: number;
}

export const createRedeemState = (): RedeemState => ({
  destinations: new Map(),
  paypal: new Map(),
  redemptions: new Map(),
  counter: 0,
});

/** The player's entry of `lists`: made by `initial` on first use, then changed in place. */
function listOf<T>(lists: Map<string, T[]>, playerId: string, initial: (playerId: string) => T[]): T[] {
  const kept = lists.get(playerId);
  if (kept) return kept;
  const list = initial(playerId);
  lists.set(playerId, list);
  return list;
}

/** The player's saved destinations (from the fixtures on first use). */
export const destinationsOf = (state: RedeemState, playerId: string): PayoutDestination[] =>
  listOf(state.destinations, playerId, initialDestinations);

/** The player's saved PayPal payout accounts (from the fixtures on first use). */
export const paypalAccountsOf = (state: RedeemState, playerId: string): PaypalPayoutAccount[] =>
  listOf(state.paypal, playerId, initialPaypalAccounts);
