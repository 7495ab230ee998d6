import * as v from 'valibot';
import { type WIDGET_COMMANDS, WidgetResultCode } from '../../../../../contracts/api/deposit';

/** A result the card widget posts to the cashier. Anything else from the frame is ignored. */
export const WidgetResultMessage = v.pipe(
  v.strictObject({
    type: v.literal('result'),
    code: WidgetResultCode,
    cardToken: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096))),
    message: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  v.check((message) => (message.code === 'success') === (message.cardToken !== undefined), 'cardToken comes with success only'),
);
export type WidgetResultMessage = v.InferOutput<typeof WidgetResultMessage>;

export type WidgetCommand = (typeof WIDGET_COMMANDS)[number];

/** A command the cashier posts to the card widget. */
export interface WidgetCommandMessage {
  type: 'command';
  command: WidgetCommand;
}
