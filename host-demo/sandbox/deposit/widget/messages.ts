import * as v from 'valibot';
import { WidgetCardToken } from '@contracts/cardWidget';

/*
 * The sandbox card widget's own wire shapes. The postMessage protocol it speaks with the cashier lives in
 * contracts/cardWidget.ts (both sides import it from there); it is re-exported here for the widget's modules.
 * The sandbox widget also honours what contracts/cardWidget.ts says of each command: SHOW_METHODS additionally
 * lists the sandbox test cards.
 */
export {
  WidgetCardToken,
  WidgetCommand,
  WidgetCommandMessage,
  WidgetResultMessage,
  WIDGET_QUERY,
} from '@contracts/cardWidget';

/**
 * Widget → parent: the page's height whenever it changes, so the cashier sizes its frame to it. The cashier's side
 * of the same shape is src/features/deposit/methods/Card/widgetProtocol.ts (docs/product/deposit.md#card-widget-protocol);
 * both move to contracts/cardWidget.ts together.
 */
export const WidgetSizeMessage = v.strictObject({
  type: v.literal('size'),
  height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
});
export type WidgetSizeMessage = v.InferOutput<typeof WidgetSizeMessage>;

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
