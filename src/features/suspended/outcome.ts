import { isCashierErrorData } from '@/shared/errors/CashierError';

/**
 * What a call's answer tells about its effect on the server (docs/product/suspended.md#lost-answers):
 * - `done`: it answered (the caller reads what the answer says);
 * - `failed`: a definite no: the server answered with a refusal (a 4xx, or an error envelope in a 2xx), or the
 *   session is gone (401): nothing happened;
 * - `unknown`: the answer was lost (timeout, network, canceled on the way, a 5xx, a body we could not read or that
 *   broke the contract): the call may or may not have taken effect.
 * One small function so the shared outcome classification of [11] can replace it later.
 */
export type CallOutcome = 'done' | 'failed' | 'unknown';

/** `error`: the call's error; undefined when the call answered. */
export function classifyOutcome(error: unknown): CallOutcome {
  if (error === undefined) return 'done';
  if (!isCashierErrorData(error)) return 'unknown';
  switch (error.code) {
    case 'unauthorized':
      return 'failed';
    case 'contract':
      // Without a status the request broke the contract and was never sent.
      return error.status === undefined ? 'failed' : 'unknown';
    case 'server':
      // A refusal: a 4xx or `success: false` in a 2xx. A 5xx may come from a proxy after the server acted.
      return error.status !== undefined && error.status < 500 ? 'failed' : 'unknown';
    default:
      return 'unknown';
  }
}
