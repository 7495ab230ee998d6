import { useEffect, useRef, useState } from 'react';
import type { ApplePayPaymentAuthorizedEvent, ApplePaySessionInstance } from '@contracts/applePay';
import { CashierError } from '@/shared/errors/CashierError';
import { logger } from '@/shared/log';
import { useCreateApplePayMerchantSessionMutation, useCreateDepositMutation } from '@/features/deposit/paymentApi';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';
import { isSettled, useMethodPayment } from '@/features/deposit/methods/useMethodPayment';
import { DEPOSIT_CALL } from '@/features/deposit/pendingPayment';
import { recall } from '@/shared/money/intentMemory';
import { useUnknownIntents } from '@/shared/money/useIntentCall';
import { applePayRequest, paymentTokenOf } from './applePayRequest';
import { APPLE_PAY_VERSION, applePaySession } from './applePaySupport';

/** Every Apple Pay sheet of a purchase is one instrument of the intent. */
const APPLE_PAY = 'applepay';

/** One payment sheet, from the press that made it to its end. */
interface SheetRun {
  session: ApplePaySessionInstance;
  success: number;
  failure: number;
  /** The player authorized: the payment is under way and ends with the server's answer, whatever the sheet does. */
  authorized: boolean;
}

export interface UseApplePayOptions extends Pick<MethodFormProps, 'target' | 'price' | 'data' | 'onRestricted'> {
  /** The sheet's total label. */
  label: string;
}

/** Sheet calls can throw (InvalidAccessError once the sheet is gone): nothing is left to do then. */
function quietly(step: () => void): void {
  try {
    step();
  } catch (cause) {
    logger.warn('Apple Pay: the sheet refused a call (it had already ended)', cause);
  }
}

const sheetFailure = (cause: unknown) =>
  new CashierError({ code: 'unknown', message: `Apple Pay: ${String(cause)}` }, { cause }).toJSON();

/**
 * Apple Pay JS for one method panel: a Pay press makes the sheet (synchronously, inside the click, as Safari
 * requires), our server validates the merchant, and the authorized token goes to the non-card deposit through
 * usePayment (antifraud checks, the intent's idempotency key, one attempt), whose answer completes the sheet.
 * One sheet at a time; a cancel before authorizing charges nothing and shows nothing.
 */
export function useApplePay({ target, price, data, label, onRestricted }: UseApplePayOptions) {
  const { currency } = data;
  const [createMerchantSession] = useCreateApplePayMerchantSessionMutation();
  const [createDeposit] = useCreateDepositMutation();
  const payment = useMethodPayment({ target, price, data, onRestricted });
  const { pay: payWith, body, submitting, clearError } = payment;
  const current = useRef<SheetRun | null>(null);
  /** The token of the payment whose answer was lost, kept (memory only) for a retry of that same request. */
  const lostToken = useRef<string | null>(null);
  // Reopened after a lost answer: this page still remembers that request's token (not after a reload).
  const unknown = useUnknownIntents(DEPOSIT_CALL);
  const applePayTarget = JSON.stringify(payment.intentTarget(APPLE_PAY));
  useEffect(() => {
    for (const intent of unknown.intents ?? []) {
      const made = recall(intent.key);
      const token = made?.before.paymentToken;
      if (made && typeof token === 'string' && JSON.stringify(made.target) === applePayTarget)
        lostToken.current = token;
    }
  }, [unknown.intents, applePayTarget]);
  const [sheetOpen, setSheetOpen] = useState(false);
  /** The sheet could not be started or validated: nothing was sent for payment. */
  const [sheetError, setSheetError] = useState<unknown>(null);

  useEffect(
    () => () => {
      // The panel closed with a sheet still open: close it too. An authorized payment finishes on its own.
      const run = current.current;
      current.current = null;
      if (run && !run.authorized) quietly(() => run.session.abort());
    },
    [],
  );

  /** The answer was lost and not settled by the re-read: Try again resends this very request. */
  const unfinished = (result: Awaited<ReturnType<typeof payWith>>) =>
    result.outcome === 'unknown' || (result.outcome === 'found' && !isSettled(result.found));

  const end = (run: SheetRun) => {
    if (current.current !== run) return;
    current.current = null;
    setSheetOpen(false);
  };

  const fail = (run: SheetRun, error: unknown) => {
    end(run);
    quietly(() => run.session.abort());
    setSheetError(error);
  };

  const validate = async (run: SheetRun, validationURL: string) => {
    const result = await createMerchantSession({ validationURL });
    // The sheet was closed (or timed out) while our server answered.
    if (current.current !== run) return;
    if ('error' in result) {
      fail(run, result.error);
      return;
    }
    try {
      run.session.completeMerchantValidation(result.data);
    } catch (cause) {
      fail(run, sheetFailure(cause));
    }
  };

  const authorize = async (run: SheetRun, event: ApplePayPaymentAuthorizedEvent) => {
    if (run.authorized) {
      // One attempt per press: a second authorization of the same sheet is not paid.
      quietly(() => run.session.completePayment({ status: run.failure }));
      return;
    }
    run.authorized = true;
    const paymentToken = paymentTokenOf(event);
    if (paymentToken === null) {
      quietly(() => run.session.completePayment({ status: run.failure }));
      end(run);
      setSheetError(sheetFailure('the authorized payment carried no token'));
      return;
    }
    lostToken.current = null;
    // The token is kept with the intent in memory only (the kit's `seen`), so a reopen can resend this very request.
    const result = await payWith(APPLE_PAY, (intent) => createDeposit({ ...body(intent), paymentToken }), {
      paymentToken,
    });
    // The answer was lost (and the re-read could not settle it): Try again resends this very request (same key,
    // same token), never a new sheet's token under the old key (the server refuses a changed body) nor a new key
    // (a second payment).
    if (unfinished(result)) lostToken.current = paymentToken;
    // 'pending' means the server took the token and will settle it: the sheet says done, pending/ says how it went.
    const accepted =
      (result.outcome === 'done' && result.data.status !== 'failed') ||
      (result.outcome === 'found' && result.found.status !== 'failed');
    quietly(() => run.session.completePayment({ status: accepted ? run.success : run.failure }));
    end(run);
  };

  /** The Pay press. Synchronous up to `begin()`: Safari opens a sheet only inside the user's gesture. */
  const pay = () => {
    if (current.current) return;
    const token = lostToken.current;
    if (token !== null) {
      clearError();
      void payWith(APPLE_PAY, (intent) => createDeposit({ ...body(intent), paymentToken: token })).then((result) => {
        if (!unfinished(result)) lostToken.current = null;
      });
      return;
    }
    const Session = applePaySession();
    if (!Session) return;
    setSheetError(null);
    clearError();
    let session: ApplePaySessionInstance;
    try {
      session = new Session(APPLE_PAY_VERSION, applePayRequest(price, currency, label));
    } catch (cause) {
      setSheetError(sheetFailure(cause));
      return;
    }
    const run: SheetRun = {
      session,
      success: Session.STATUS_SUCCESS,
      failure: Session.STATUS_FAILURE,
      authorized: false,
    };
    session.onvalidatemerchant = (event) => void validate(run, event.validationURL);
    session.onpaymentauthorized = (event) => void authorize(run, event);
    // Before authorizing, a cancel leaves nothing to undo; after it, the payment's answer ends the run.
    session.oncancel = () => {
      if (!run.authorized) end(run);
    };
    current.current = run;
    try {
      session.begin();
    } catch (cause) {
      end(run);
      setSheetError(sheetFailure(cause));
      return;
    }
    setSheetOpen(true);
  };

  return { pay, sheetOpen, submitting, sheetError, payment };
}
