import type { PaymentMethodKind, WidgetResultCode } from '../../../contracts/api/deposit';
import type { CardBehaviour } from './catalogue';

/** Where the provider pages live (card widget, 3-D Secure, PayPal and Trustly approval): see widget/server.ts. */
export const DEFAULT_CARD_WIDGET_ORIGIN = 'http://127.0.0.1:3002';

/** What a payment still waits for before it can resolve. */
export type PaymentWait = 'none' | '3ds' | 'paypal-approval' | 'paypal-capture' | 'trustly-approval';

/** One deposit attempt (a `paymentId`): made once per idempotency key, never twice. */
export interface PaymentRecord {
  id: string;
  playerId: string;
  idempotencyKey: string;
  /** The contract id of the call that made it (a key is bound to one call and one body). */
  callId: string;
  kind: PaymentMethodKind;
  methodId: string;
  presetId: string;
  promoOfferPresetId: string | null;
  offerType: string | null;
  price: number;
  coins: number;
  bonus: number;
  currency: string;
  status: 'pending' | 'success' | 'failed';
  resultCode: WidgetResultCode | null;
  failedMessageText: string | null;
  wait: PaymentWait;
  /** Checks still answered `pending` before a waiting-free pending payment resolves to `outcome`. */
  checksLeft: number;
  outcome: { status: 'success' | 'failed'; failedMessageText: string | null };
  /** PayPal order id (paypal only). */
  orderId: string | null;
  /** A default page to return to after an approval step (from the request's Referer), or null. */
  returnUrl: string | null;
  /** `Visa •••• 4242`, as history shows it. */
  methodLabel: string;
  /** A card to save on success (new card with "save" ticked). */
  cardToSave: {
    brand: 'visa' | 'mastercard';
    last4: string;
    expMonth: number;
    expYear: number;
    holderName: string;
  } | null;
  createdAt: number;
  /** Set once the balance was credited: a payment is credited at most once. */
  credited: boolean;
}

/** A card the widget tokenized. Single use: card-pay binds it to the payment it paid. */
export interface CardTokenRecord {
  token: string;
  behaviour: CardBehaviour;
  brand: 'visa' | 'mastercard';
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  save: boolean;
  usedBy: string | null;
}

/** A widget step waiting for the user (3-D Secure challenge) or the parent (REFRESH_TOKEN). */
export interface PendingWidgetCard {
  id: string;
  step: 'challenge' | 'refresh';
  card: Omit<CardTokenRecord, 'token' | 'usedBy'>;
}

/** Everything deposits add to the sandbox state. */
export interface DepositState {
  /** Origin of the provider pages, kept across resets (admin.setCardWidgetOrigin). */
  widgetOrigin: string;
  payments: Map<string, PaymentRecord>;
  /** `${playerId} ${idempotencyKey}` → the payment and the fingerprint of the request that made it. */
  idempotency: Map<string, { paymentId: string; fingerprint: string }>;
  cardTokens: Map<string, CardTokenRecord>;
  widgetSteps: Map<string, PendingWidgetCard>;
  usedVouchers: Set<string>;
  /** Players who bought their promo offer. */
  promoUsed: Set<string>;
  /** Payments a Trustpilot invitation went out for. */
  trustpilotInvited: Set<string>;
  surveys: { playerId: string; context: string; answers: { questionId: string; value: string }[]; at: number }[];
  /** When the state was made: the promo offer ends relative to it. */
  startedAt: number;
  fixturesLogged: boolean;
  seq: number;
}

export function createDepositState(now: number): DepositState {
  return {
    widgetOrigin: DEFAULT_CARD_WIDGET_ORIGIN,
    payments: new Map(),
    idempotency: new Map(),
    cardTokens: new Map(),
    widgetSteps: new Map(),
    usedVouchers: new Set(),
    promoUsed: new Set(),
    trustpilotInvited: new Set(),
    surveys: [],
    startedAt: now,
    fixturesLogged: false,
    seq: 0,
  };
}

/** A fresh id with a prefix; counters keep the model deterministic. */
export function nextId(deposit: DepositState, prefix: string): string {
  deposit.seq += 1;
  return `${prefix}_${String(deposit.seq).padStart(4, '0')}`;
}
