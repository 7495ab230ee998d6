/** How the cashier may name a saved card: its brand and its masked number. */
import * as v from 'valibot';

/** Card brands of saved cards. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
/** A card number as the cashier may show it: only the last 4 digits (`**** 1234`). */
export const MaskedCardNumber = v.pipe(
  v.string(),
  v.regex(/^[*•X ]{4,}\d{4}$/, 'maskedNumber must hide all but the last 4 digits, e.g. **** 1234'),
);
