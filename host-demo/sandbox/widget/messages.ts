import * as v from 'valibot';
import { WIDGET_COMMANDS, WidgetResultCode } from '../../../contracts/api/deposit';

/*
 * The postMessage protocol between the cashier (parent) and the sandbox card widget (an iframe on another
 * origin). Both sides post only to the other's exact origin (never '*'), accept only messages from that origin
 * and that window, and drop anything that does not match these schemas. The lead moves them into contracts/.
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
  v.check((message) => (message.code === 'success') === (message.cardToken !== undefined), 'cardToken comes with code success, and only with it'),
);
export type WidgetResultMessage = v.InferOutput<typeof WidgetResultMessage>;

/** Commands the parent may send (spec §4). */
export const WidgetCommand = v.picklist(WIDGET_COMMANDS);
export type WidgetCommand = v.InferOutput<typeof WidgetCommand>;

/**
 * Parent → widget.
 * - `SHOW_METHODS`: back to the start: clears the form and any step in progress, shows the card form and the list
 *   of sandbox test cards.
 * - `SHOW_WIDGET`: shows the card form again (after the parent hid it or a decline), keeping what was typed.
 * - `REFRESH_TOKEN`: after a `refresh` result, asks for a fresh token (answered by a `success` result); with no
 *   refresh pending, re-tokenizes the card in the form if it is filled in.
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
  /** Optional, set by the sandbox in cardUrl: the amount shown on the Pay button, e.g. `50.00`. */
  amount: 'amount',
  /** Optional, set by the sandbox in cardUrl: ISO currency of the amount. */
  currency: 'currency',
} as const;

/** The widget page's own calls to its server (same origin): request and answer shapes. */
export const TokenizeRequest = v.strictObject({
  number: v.pipe(v.string(), v.maxLength(32)),
  expiry: v.pipe(v.string(), v.maxLength(7)),
  cvc: v.pipe(v.string(), v.maxLength(4)),
  holderName: v.pipe(v.string(), v.maxLength(100)),
  save: v.boolean(),
});
export type TokenizeRequest = v.InferOutput<typeof TokenizeRequest>;

export const StepRequest = v.strictObject({
  stepId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  passed: v.optional(v.boolean()),
});
export type StepRequest = v.InferOutput<typeof StepRequest>;

export const WidgetStepAnswer = v.variant('kind', [
  v.object({ kind: v.literal('token'), cardToken: WidgetCardToken }),
  v.object({ kind: v.literal('decline'), message: v.string() }),
  v.object({ kind: v.literal('challenge'), stepId: v.string() }),
  v.object({ kind: v.literal('refresh'), stepId: v.string(), message: v.string() }),
]);
export type WidgetStepAnswer = v.InferOutput<typeof WidgetStepAnswer>;

/** `MM/YY` or `MM/YYYY` → month and four-digit year; undefined when it is neither. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}
