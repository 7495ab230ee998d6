import { isCashierErrorData } from '@/shared/errors/CashierError';

/**
 * What a money-moving call's failure says about the server (docs/architecture.md, "Money moves exactly once"):
 * - `failed`: the server did not do it — it said no (a 4xx, `success: false`, a 401), or the request never left
 *   (its body broke the contract, the antifraud checks refused it);
 * - `unknown`: the request may have reached the server and the answer was lost or unreadable (timeout, dropped
 *   connection, a body that is not JSON or breaks the contract, a 5xx from the server or a gateway). The screen must
 *   not say that nothing happened: it re-reads the server, and a retry sends the same idempotency key.
 */
export type FailureOutcome = 'failed' | 'unknown';

export function outcomeOfError(error: unknown): FailureOutcome {
  if (!isCashierErrorData(error)) return 'unknown';
  switch (error.code) {
    case 'timeout':
    case 'network':
    case 'aborted':
      return 'unknown';
    case 'parse':
      // A 4xx body that is not JSON (a proxy's page) is still a refusal; anything else may hide a success.
      return error.status !== undefined && error.status >= 400 && error.status < 500 ? 'failed' : 'unknown';
    case 'contract':
      // A request body that broke the contract was never sent (no status); an answer that broke it came back.
      return error.status === undefined ? 'failed' : 'unknown';
    case 'server':
      return error.status !== undefined && error.status >= 500 ? 'unknown' : 'failed';
    case 'unauthorized':
    case 'unknown':
      return 'failed';
  }
}
