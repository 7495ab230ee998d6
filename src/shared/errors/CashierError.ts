/**
 * The one error shape of the cashier. Query and mutation errors are stored as plain `CashierErrorData`
 * (Redux state must stay serialisable); code that throws uses the `CashierError` class.
 */
export type CashierErrorCode =
  /** The session is gone (HTTP 401, or `{ statusCode: 401, success: false }`). */
  | 'unauthorized'
  /** The request did not reach the server or the connection dropped. */
  | 'network'
  /** No answer within the request timeout. */
  | 'timeout'
  /** The request was cancelled by the cashier (navigation, unmount). */
  | 'aborted'
  /** The server answered with an error status (4xx/5xx) or `success: false`. */
  | 'server'
  /** The body was not JSON. */
  | 'parse'
  /** The body was JSON but broke the contract in contracts/. */
  | 'contract'
  /** A bug or an unexpected state in the cashier itself. */
  | 'unknown';

export interface CashierErrorData {
  name: 'CashierError';
  code: CashierErrorCode;
  /** Developer-facing message (logged, never shown to the player). */
  message: string;
  /** HTTP status, where there was one. */
  status?: number;
  /** Message the server sent for the player; shown as text, never as HTML. */
  serverMessage?: string;
  /** Field errors the server sent. */
  fieldErrors?: Record<string, string>;
  /** Which call failed (contract id). */
  callId?: string;
}

export class CashierError extends Error {
  override readonly name = 'CashierError' as const;
  readonly code: CashierErrorCode;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly fieldErrors?: Record<string, string>;
  readonly callId?: string;

  constructor(data: Omit<CashierErrorData, 'name'>, options?: { cause?: unknown }) {
    super(data.message, options);
    this.code = data.code;
    this.status = data.status;
    this.serverMessage = data.serverMessage;
    this.fieldErrors = data.fieldErrors;
    this.callId = data.callId;
  }

  toJSON(): CashierErrorData {
    const { code, message, status, serverMessage, fieldErrors, callId } = this;
    return { name: 'CashierError', code, message, status, serverMessage, fieldErrors, callId };
  }

  static from(data: CashierErrorData): CashierError {
    return new CashierError(data);
  }
}

export function isCashierErrorData(value: unknown): value is CashierErrorData {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'CashierError';
}

/** The i18n key of the message a player sees for an error code. */
export function errorMessageKey(code: CashierErrorCode): string {
  return `common.error.${code}`;
}

/**
 * The i18n key of an error block's heading: the kind of failure in the player's words. A refusal (a 4xx, the
 * server's own answer to this request) reads differently from a failure on our side (a 5xx, an answer we could not
 * read).
 */
export function errorTitleKey(code: CashierErrorCode, status?: number): string {
  if (code === 'server')
    return status !== undefined && status < 500 ? 'common.errorTitle.refused' : 'common.errorTitle.ours';
  if (code === 'parse' || code === 'contract') return 'common.errorTitle.ours';
  if (code === 'unknown') return 'common.somethingWentWrong';
  return `common.errorTitle.${code}`;
}
