/** The card widget's postMessage protocol (spec §4), shared with the provider side through contracts/. */
export { WidgetCommand, WidgetCommandMessage, WidgetResultMessage } from '@contracts/cardWidget';
