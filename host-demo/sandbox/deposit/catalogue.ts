import type { PaymentMethodKind } from '../../../contracts/api/deposit';

/*
 * What the sandbox sells and how its test instruments behave: packages (presets), the promo offer, deposit
 * methods with their limits, the provider's test cards and the Neosurf vouchers. Plain data; the model in
 * payments.ts acts on it.
 */

/** One package on sale. `price` is charged in the account currency; the player receives `coins + bonus`. */
export interface PresetSpec {
  id: string;
  price: number;
  coins: number;
  bonus: number;
  label: string | null;
  offerType: string;
}

export const REGULAR_OFFER_TYPE = 'regular';
export const PROMO_OFFER_TYPE = 'special';

export const REGULAR_PRESETS: readonly PresetSpec[] = [
  { id: 'pkg-10', price: 10, coins: 10, bonus: 0, label: null, offerType: REGULAR_OFFER_TYPE },
  { id: 'pkg-20', price: 20, coins: 20, bonus: 2, label: null, offerType: REGULAR_OFFER_TYPE },
  { id: 'pkg-50', price: 50, coins: 50, bonus: 10, label: 'Most popular', offerType: REGULAR_OFFER_TYPE },
  { id: 'pkg-100', price: 100, coins: 100, bonus: 25, label: 'Best value', offerType: REGULAR_OFFER_TYPE },
];

/** Preselected when the list is asked for without a preset. */
export const DEFAULT_PRESET_ID = 'pkg-50';

/** The promo offer some players have (once bought, it is gone until a reset). */
export const PROMO_OFFER = {
  id: 'offer-welcome',
  promoOfferPresetId: 'promo-welcome',
  promoType: 'welcome',
  title: 'Welcome bundle',
  description: 'Double coins on your first bundle.',
  /** Ends this long after the sandbox (re)started. */
  durationMs: 3 * 24 * 60 * 60 * 1000,
  presets: [
    { id: 'promo-welcome-25', price: 25, coins: 25, bonus: 25, label: 'Welcome', offerType: PROMO_OFFER_TYPE },
  ] as readonly PresetSpec[],
} as const;

/** Players who are offered the promo offer (and the quick "light" deposit). */
export const PROMO_OFFER_PLAYERS: readonly string[] = ['verified', 'new'];
export const LIGHT_CASH_PRESET_IDS: readonly string[] = ['pkg-10', 'pkg-20'];

export function findPreset(presetId: string): PresetSpec | undefined {
  return (
    REGULAR_PRESETS.find((preset) => preset.id === presetId) ??
    PROMO_OFFER.presets.find((preset) => preset.id === presetId)
  );
}

/** A deposit method: its id (also what the cashier sends as `methodId`), kind and limits per purchase. */
export interface MethodSpec {
  id: string;
  kind: PaymentMethodKind;
  title: string;
  minAmount: number;
  maxAmount: number | null;
}

export const METHODS: readonly MethodSpec[] = [
  { id: 'card', kind: 'card', title: 'Credit or debit card', minAmount: 5, maxAmount: 2000 },
  { id: 'trustly', kind: 'trustly', title: 'Online banking (Trustly)', minAmount: 10, maxAmount: 5000 },
  { id: 'paypal', kind: 'paypal', title: 'PayPal', minAmount: 10, maxAmount: 1000 },
  { id: 'applePay', kind: 'applePay', title: 'Apple Pay', minAmount: 5, maxAmount: 500 },
  // The 100 package is above it: the methods list shows Neosurf unavailable there.
  { id: 'neosurf', kind: 'neosurf', title: 'Neosurf voucher', minAmount: 10, maxAmount: 50 },
];

export const findMethod = (methodId: string): MethodSpec | undefined =>
  METHODS.find((method) => method.id === methodId);

export const isMethodAvailable = (method: MethodSpec, price: number): boolean =>
  price >= method.minAmount && (method.maxAmount === null || price <= method.maxAmount);

/** Saved cards shown before "more" (docs/product/constants.md#saved-cards-shown). */
export const CASH_CARD_LIMIT = 3;

/** How many `GET /rest/cash/deposit/check/` answers stay `pending` before a pending payment resolves. */
export const PENDING_CHECKS = 2;

/**
 * What a card does. `success`: tokenized and paid. `decline`: tokenized, declined by the issuer at card-pay.
 * `widget-decline`: refused by the widget itself (no token). `challenge`: a 3-D Secure step inside the widget
 * before the token. `refresh`: the widget asks the parent for REFRESH_TOKEN before the token. `pay-3ds`: card-pay
 * answers pending + 3ds + a challenge page. `pending` / `pending-fail`: card-pay answers pending; the check resolves
 * it to success / failed after PENDING_CHECKS checks.
 */
export type CardBehaviour =
  'success' | 'decline' | 'widget-decline' | 'challenge' | 'refresh' | 'pay-3ds' | 'pending' | 'pending-fail';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  behaviour: CardBehaviour;
  description: string;
}

/** The provider's sandbox cards (any future expiry, any 3-digit CVC, any name). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'success', description: 'Pays at once (widget: success).' },
  {
    number: '4000000000000002',
    brand: 'visa',
    behaviour: 'decline',
    description: 'Tokenized, then declined by the issuer at card-pay (failed, resultCode decline).',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    behaviour: 'widget-decline',
    description: 'Refused by the widget: result decline, no token.',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    behaviour: 'challenge',
    description: 'Widget shows a 3-D Secure challenge (result 3ds); Pass → success with a token, Fail → decline.',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    behaviour: 'refresh',
    description: 'Widget answers refresh; send REFRESH_TOKEN and it answers success with a token.',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    behaviour: 'pay-3ds',
    description: 'card-pay answers pending + resultCode 3ds + redirectUrl to a Pass/Fail challenge page.',
  },
  {
    number: '4000000000000077',
    brand: 'visa',
    behaviour: 'pending',
    description: `card-pay answers pending; the check says success after ${PENDING_CHECKS} pending answers.`,
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    behaviour: 'pending-fail',
    description: `card-pay answers pending; the check says failed (with failedMessageText) after ${PENDING_CHECKS} pending answers.`,
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    behaviour: 'pay-3ds',
    description: 'Mastercard: like 4000 0027 6000 3184 (3-D Secure at card-pay).',
  },
];

export const findTestCard = (number: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === number.replace(/[\s-]/g, ''));

/** Saved cards pay by the behaviour of the test card with the same last 4 digits (Vera's Mastercard 4444: 3-D Secure). */
export function savedCardBehaviour(last4: string): CardBehaviour {
  const match = TEST_CARDS.find((card) => card.number.endsWith(last4));
  return match &&
    match.behaviour !== 'widget-decline' &&
    match.behaviour !== 'challenge' &&
    match.behaviour !== 'refresh'
    ? match.behaviour
    : 'success';
}

/** Neosurf vouchers: any `NSVALID` + 3 digits is valid once; `NSUSED0001` was used already; anything else is invalid. */
export const NEOSURF_VOUCHERS = {
  validPattern: /^NSVALID\d{3}$/,
  validExamples: ['NSVALID001', 'NSVALID002', 'NSVALID003'],
  alreadyUsed: ['NSUSED0001'],
  invalidExample: 'NSBAD12345',
} as const;

/**
 * Apple Pay: any non-empty paymentToken pays, except this one, which the wallet's bank declines (also inside a
 * token's paymentData JSON as its `data`: see applePay.ts).
 */
export const APPLE_PAY_DECLINE_TOKEN = 'applepay-sandbox-decline';

/** One text for the log and GET /__sandbox/deposit-fixtures. */
export function describeFixtures(): string {
  const cards = TEST_CARDS.map((card) => `${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')} (${card.behaviour})`).join(
    ', ',
  );
  return (
    `Sandbox deposit fixtures. Test cards (any future expiry, any CVC): ${cards}. ` +
    `Neosurf vouchers: valid NSVALID001…NSVALID999 (each once), used ${NEOSURF_VOUCHERS.alreadyUsed.join(', ')}, invalid anything else (e.g. ${NEOSURF_VOUCHERS.invalidExample}). ` +
    `Apple Pay: any token pays, "${APPLE_PAY_DECLINE_TOKEN}" (or paymentData JSON with it as data) is declined; merchant validation accepts Apple Pay gateway URLs only.`
  );
}
