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

// The card words live apart so the package list's contract takes them without the rest of these (size budget).
export { CARD_BRANDS, MaskedCardNumber } from './cards';
