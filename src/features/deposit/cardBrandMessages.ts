/**
 * Bundled English of the card brands, named by the card step and by the quick deposit ("Pays with Visa **** 4242"):
 * registered by both of their chunks (paymentMessages.ts' users and QuickDeposit.tsx). Same rules as en.ts.
 */
export const cardBrandMessages = {
  'deposit.card.brand.visa': 'Visa',
  'deposit.card.brand.mastercard': 'Mastercard',
  'deposit.card.brand.amex': 'American Express',
  'deposit.card.brand.discover': 'Discover',
  'deposit.card.brand.other': 'Card',
} satisfies Record<string, string>;
