import * as v from 'valibot';
import { WidgetResultMessage } from '@contracts/cardWidget';

/** The card widget's postMessage protocol (docs/product/deposit.md#card-widget-protocol), shared with the provider side through contracts/. */
export { WidgetCommand, WidgetCommandMessage, WidgetResultMessage } from '@contracts/cardWidget';

/**
 * Widget → parent: the height of the widget's page in CSS pixels, whenever it changes; the parent sizes the frame
 * to it (no scroll inside the frame, nothing cut off). An addition to contracts/cardWidget.ts's protocol, kept
 * here until that file takes it; the sandbox widget (host-demo/sandbox/deposit/widget/messages.ts) posts the same shape.
 */
export const WidgetSizeMessage = v.strictObject({
  type: v.literal('size'),
  height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
});
export type WidgetSizeMessage = v.InferOutput<typeof WidgetSizeMessage>;

/** Everything the widget may post: a result, or its size. */
export const WidgetMessage = v.union([WidgetResultMessage, WidgetSizeMessage]);
export type WidgetMessage = v.InferOutput<typeof WidgetMessage>;
