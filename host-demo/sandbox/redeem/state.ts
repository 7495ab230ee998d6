import type { TransactionResultData } from '../../../contracts/api/history';
import { initialDestinations, initialPaypalAccounts, type PayoutDestination, type PaypalPayoutAccount } from './fixtures';

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

export const createRedeemState = (): RedeemState => ({ destinations: new Map(), paypal: new Map(), redemptions: new Map(), counter: 0 });

/** The player's saved destinations (made from the fixtures on first use, then changed in place). */
export function destinationsOf(state: RedeemState, playerId: string): PayoutDestination[] {
  let list = state.destinations.get(playerId);
  if (!list) {
    list = initialDestinations(playerId);
    state.destinations.set(playerId, list);
  }
  return list;
}

export function paypalAccountsOf(state: RedeemState, playerId: string): PaypalPayoutAccount[] {
  let list = state.paypal.get(playerId);
  if (!list) {
    list = initialPaypalAccounts(playerId);
    state.paypal.set(playerId, list);
  }
  return list;
}
