import type { FormField } from '../../../contracts/api/forms';
import type { OutputMethod, WithdrawMethod } from '../../../contracts/api/redeem';
import type { PaynupProduct } from '../../../contracts/api/paynup';

/** A saved payout destination as the sandbox keeps it. */
export interface PayoutDestination {
  id: string;
  method: WithdrawMethod;
  label: string;
  maskedAccount: string | null;
  isDefault: boolean;
}

/** A PayPal account saved for payouts (Fiserv). */
export interface PaypalPayoutAccount {
  id: string;
  email: string;
  isDefault: boolean;
}

const emailField: FormField = {
  name: 'email',
  type: 'email',
  required: true,
  label: 'Amazon account e-mail',
  rules: {
    type: 'email',
    maxlength: 100,
    minlength: 6,
    min: null,
    max: null,
    pattern: '[^@\\s]+@[^@\\s]+\\.[a-z]{2,}',
  },
};

/** Per-destination limits of the withdraw calls, by method (the output methods list carries the same ones). */
export const WITHDRAW_LIMITS: Record<WithdrawMethod, { minAmount: number; maxAmount: number | null }> = {
  card: { minAmount: 10, maxAmount: 100 },
  ach: { minAmount: 20, maxAmount: 500 },
  trustly: { minAmount: 10, maxAmount: 300 },
  'apt-pay': { minAmount: 10, maxAmount: 200 },
  'ach-apt-pay': { minAmount: 20, maxAmount: 500 },
};

const withdraw = (id: string, kind: WithdrawMethod, title: string, fee: number | null): OutputMethod => ({
  id,
  kind,
  title,
  ...WITHDRAW_LIMITS[kind],
  fee,
  requisiteFields: [],
});

/** Amazon Cash, asking for `requisiteFields` (none where the platform knows the account). */
const amazonCash = (requisiteFields: FormField[]): OutputMethod => ({
  id: 'out-amazon',
  kind: 'amazon-gift-card',
  title: 'Amazon Cash',
  minAmount: 5,
  maxAmount: 100,
  fee: null,
  requisiteFields,
});

/**
 * The redemption methods: every kind for the verified player; the others get card, ACH and a requisite-free
 * Amazon Cash (paid by the plain output call).
 */
export function outputMethodsFor(playerId: string): OutputMethod[] {
  const common = [
    withdraw('out-card', 'card', 'Visa or Mastercard', null),
    withdraw('out-ach', 'ach', 'Bank transfer (ACH)', 1.5),
  ];
  if (playerId !== 'verified') {
    return [...common, amazonCash([])];
  }
  return [
    ...common,
    withdraw('out-trustly', 'trustly', 'Trustly bank payout', null),
    withdraw('out-apt-pay', 'apt-pay', 'AptPay', null),
    withdraw('out-ach-apt-pay', 'ach-apt-pay', 'ACH through AptPay', null),
    { id: 'out-paypal', kind: 'paypal', title: 'PayPal', minAmount: 5, maxAmount: 200, fee: null, requisiteFields: [] },
    amazonCash([emailField]),
  ];
}

/** Saved payout destinations per player (the verified player has some for every method; others none). */
export function initialDestinations(playerId: string): PayoutDestination[] {
  if (playerId !== 'verified') return [];
  return [
    { id: 'wd-card-4242', method: 'card', label: 'Visa', maskedAccount: '•••• 4242', isDefault: true },
    { id: 'wd-card-5454', method: 'card', label: 'Mastercard', maskedAccount: '•••• 5454', isDefault: false },
    { id: 'wd-ach-6789', method: 'ach', label: 'First Bank checking', maskedAccount: '•••• 6789', isDefault: true },
    { id: 'wd-trustly-1111', method: 'trustly', label: 'Demo Bank', maskedAccount: '•••• 1111', isDefault: true },
    { id: 'wd-aptpay-2222', method: 'apt-pay', label: 'AptPay wallet', maskedAccount: '•••• 2222', isDefault: true },
    {
      id: 'wd-achapt-3333',
      method: 'ach-apt-pay',
      label: 'Credit union savings',
      maskedAccount: '•••• 3333',
      isDefault: true,
    },
  ];
}

export function initialPaypalAccounts(playerId: string): PaypalPayoutAccount[] {
  return playerId === 'verified' ? [{ id: 'pp-out-1', email: 'v***@example.com', isDefault: true }] : [];
}

/** The redeem offers (the verified player has one). */
export const REDEEM_OFFER = {
  id: 'ro-coins-50',
  title: 'Swap 50 of winnings for coins',
  description: 'Get 6,000 coins and 60 bonus instead of a payout.',
  cost: 50,
  reward: { coins: 6000, bonus: 60 },
  expiresAt: null,
};

/** The gift-card catalogue: several products, one disabled (its presets are not offered). */
export const PAYNUP_CARRIER_ID = 'carrier-paynup-1';
const image = (name: string) => `https://cdn.example.com/giftcards/${name}.png`;
export const PAYNUP_PRODUCTS: PaynupProduct[] = [
  {
    id: 'amazon-cash',
    name: 'Amazon Cash',
    logoUrl: image('amazon-logo'),
    imageBig: image('amazon-big'),
    imageSmall: image('amazon-small'),
    imageRedeem: image('amazon-redeem'),
    enabled: true,
    presets: [
      { id: 'amz-10', price: 10 },
      { id: 'amz-25', price: 25 },
    ],
  },
  {
    id: 'game-store',
    name: 'Game Store card',
    logoUrl: image('game-logo'),
    imageBig: null,
    imageSmall: null,
    imageRedeem: null,
    enabled: true,
    presets: [{ id: 'gs-20', price: 20 }],
  },
  {
    id: 'retired-card',
    name: 'Retired card',
    logoUrl: image('retired-logo'),
    imageBig: null,
    imageSmall: null,
    imageRedeem: null,
    enabled: false,
    presets: [{ id: 'rc-15', price: 15 }],
  },
];

/** The inputs each product asks for: every rule type appears (pattern, min/max length, min/max value). */
export const PAYNUP_PRODUCT_INPUTS: Record<string, FormField[]> = {
  'amazon-cash': [
    {
      name: 'email',
      type: 'email',
      required: true,
      label: 'Amazon account e-mail',
      rules: { type: 'email', maxlength: 100, minlength: 6, min: null, max: null, pattern: null },
    },
    {
      name: 'phone',
      type: 'tel',
      required: false,
      label: 'Mobile number',
      rules: { type: 'phone', maxlength: 15, minlength: 10, min: null, max: null, pattern: '\\+?[0-9]{10,14}' },
    },
  ],
  'game-store': [
    {
      name: 'gamerTag',
      type: 'text',
      required: true,
      label: 'Gamer tag',
      rules: { type: 'string', maxlength: 16, minlength: 3, min: null, max: null, pattern: '[A-Za-z0-9_]+' },
    },
    {
      name: 'age',
      type: 'number',
      required: true,
      label: 'Your age',
      rules: { type: 'number', maxlength: null, minlength: null, min: 18, max: 120, pattern: null },
    },
  ],
};
