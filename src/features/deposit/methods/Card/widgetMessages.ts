/** The card widget's postMessage protocol (docs/product/deposit.md#card-widget-protocol), shared with the provider side through contracts/. */
export { WidgetCommand, WidgetCommandMessage, WidgetResultMessage } from '@contracts/cardWidget';
