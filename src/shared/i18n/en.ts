/**
 * The bundled English messages of the shell: the floor of every dictionary (bundled English < server messages <
 * server translations), so a bundled key never shows raw. Each area brings its own (registerMessages in
 * bundledMessages.ts): its header titles with its manifest, its screens' English with their chunks
 * (docs/architecture.md, "Messages"). Flat dotted keys `feature.element.state`;
 * `{name}` marks an interpolation. Every value is plain text: it is rendered as text, never as HTML.
 */
export const en = {
  'common.close': 'Close',
  'common.back': 'Back',
  'common.tryAgain': 'Try again',
  'common.loading': 'Loading…',
  'common.somethingWentWrong': 'Something went wrong',
  'common.recoverable.text':
    'This part of the cashier could not be shown. Try again, or close the cashier and come back later.',
  /** The bare word shown when the server gives no message (docs/product/errors.md#wrong-confirmation-code, wrong confirmation code). */
  'common.error.generic': 'Error',
  'common.error.unauthorized': 'Your session has ended. Please sign in again.',
  'common.error.network': 'We could not reach the server. Check your connection and try again.',
  'common.error.timeout': 'The server took too long to answer. Please try again.',
  'common.error.aborted': 'The request was canceled.',
  'common.error.server': 'The server could not complete the request. Please try again later.',
  'common.error.parse': 'The server sent an answer we could not read. Please try again later.',
  'common.error.contract': 'The server sent data we did not expect. Please try again later.',
  'common.error.unknown': 'Something unexpected happened. Please try again.',
  'common.errorTitle.unauthorized': 'You are signed out',
  'common.errorTitle.network': 'No connection',
  'common.errorTitle.timeout': 'No answer in time',
  'common.errorTitle.aborted': 'Canceled',
  'common.errorTitle.refused': 'Not accepted',
  'common.errorTitle.ours': 'Something went wrong on our side',
} satisfies Record<string, string>;

/** A key of the bundled messages; `t` also accepts other strings (server-only keys, computed keys). */
export type MessageKey = keyof typeof en;

/** Flat key → text, as bundled and as the server sends it. */
export type Messages = Readonly<Record<string, string>>;
