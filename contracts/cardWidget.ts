import * as v from 'valibot';
import { WIDGET_COMMANDS, WidgetResultCode } from './api/deposit';

/*
 * The postMessage protocol between the cashier (parent) and the card provider's widget (an iframe at `cardUrl`,
 * another origin). Both sides post only to the other's exact origin (never '*'), accept messages only from that
 * origin and that window, and drop anything that does not match these schemas (docs/product/deposit.md#card-widget-protocol: result codes success,
 * refresh, decline, 3ds; commands SHOW_METHODS, SHOW_WIDGET, REFRESH_TOKEN).
 */

/** A card token as the widget hands it over: what `POST /rest/payments/deposit/card-pay/` takes as `cardToken`. */
export const WidgetCardToken = v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096));

/**
 * Widget → parent: the outcome of one widget step.
 * - `success`: the card was tokenized; `cardToken` is present. Pay with it (card-pay); the server's answer, not
 *   this message, says whether money moved.
 * - `decline`: the widget refused the card (invalid, expired, declined card, failed 3-D Secure); no token.
 *   `message` says why, as plain text.
 * - `3ds`: the widget is showing a 3-D Secure challenge; the parent should show the widget (SHOW_WIDGET) and wait
 *   for the next result (`success` with a token, or `decline`).
 * - `refresh`: the card session expired; the parent sends REFRESH_TOKEN and then gets `success` with a token.
 */
export const WidgetResultMessage = v.pipe(
  v.strictObject({
    type: v.literal('result'),
    code: WidgetResultCode,
    cardToken: v.optional(WidgetCardToken),
    message: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  v.check(
    (message) => (message.code === 'success') === (message.cardToken !== undefined),
    'cardToken comes with code success, and only with it',
  ),
);
export type WidgetResultMessage = v.InferOutput<typeof WidgetResultMessage>;

/** Commands the parent may send (docs/product/deposit.md#card-widget-protocol). */
export const WidgetCommand = v.picklist(WIDGET_COMMANDS);
export type WidgetCommand = v.InferOutput<typeof WidgetCommand>;

/**
 * Parent → widget.
 * - `SHOW_METHODS`: back to the start: clears the form and any step in progress.
 * - `SHOW_WIDGET`: shows the card form again (after the parent hid it or a decline), keeping what was typed.
 * - `REFRESH_TOKEN`: after a `refresh` result, asks for a fresh token (answered by a `success` result).
 */
export const WidgetCommandMessage = v.strictObject({
  type: v.literal('command'),
  command: WidgetCommand,
});
export type WidgetCommandMessage = v.InferOutput<typeof WidgetCommandMessage>;

/** Query parameters of the widget page (`cardUrl` plus what the cashier adds). */
export const WIDGET_QUERY = {
  /** Required: the exact origin of the parent page (`location.origin`); messages go there only. */
  parentOrigin: 'parentOrigin',
  /** Optional, set by the server in cardUrl: the amount shown on the Pay button, e.g. `50.00`. */
  amount: 'amount',
  /** Optional, set by the server in cardUrl: ISO currency of the amount. */
  currency: 'currency',
} as const;
