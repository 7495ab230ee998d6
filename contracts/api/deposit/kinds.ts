/** The deposit words shared by several steps: method kinds, payment statuses, widget codes, card brands. */
import * as v from 'valibot';

/** Kinds of deposit method the cashier knows how to show. */
export const PAYMENT_METHOD_KINDS = ['card', 'trustly', 'paypal', 'applePay', 'neosurf'] as const;
/** Kind of a deposit method. */
export const PaymentMethodKind = v.picklist(PAYMENT_METHOD_KINDS);
export type PaymentMethodKind = v.InferOutput<typeof PaymentMethodKind>;

/** Statuses of a deposit (payment). */
export const DEPOSIT_STATUSES = ['pending', 'success', 'failed'] as const;
/** Status of a deposit (payment). */
export const DepositStatus = v.picklist(DEPOSIT_STATUSES);
export type DepositStatus = v.InferOutput<typeof DepositStatus>;

/** Result codes of the card widget and of card payments. */
export const WIDGET_RESULT_CODES = ['success', 'refresh', 'decline', '3ds'] as const;
/** Result code of the card widget or a card payment. */
export const WidgetResultCode = v.picklist(WIDGET_RESULT_CODES);
export type WidgetResultCode = v.InferOutput<typeof WidgetResultCode>;

/** Commands the cashier sends to the card widget. */
export const WIDGET_COMMANDS = ['SHOW_METHODS', 'SHOW_WIDGET', 'REFRESH_TOKEN'] as const;

/** Card brands of saved cards. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;

/** A card number as the cashier may show it: only the last 4 digits (`**** 1234`). */
export const MaskedCardNumber = v.pipe(v.string(), v.regex(/^[*•X ]{4,}\d{4}$/, 'maskedNumber must hide all but the last 4 digits, e.g. **** 1234'));
