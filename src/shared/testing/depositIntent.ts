import { callSandbox, dataOf } from './sandbox';

type Sandbox = Parameters<typeof callSandbox>[0];

/**
 * A Neosurf deposit of the 50 package made straight against the sandbox (the test's ambient session), saved as the
 * intent the result screens read (docs/product/deposit.md#pending-payment). Returns its payment id.
 */
export async function depositWithVoucher(sandbox: Sandbox, voucher: string): Promise<string> {
  const idempotencyKey = `key-${voucher}`;
  const answer = await callSandbox(sandbox, 'POST', '/rest/payments/deposit/', {
    body: { idempotencyKey, presetId: 'pkg-50', offerType: 'regular', methodId: 'neosurf', paymentToken: voucher },
  });
  const { paymentId } = dataOf(answer) as { paymentId: string };
  sessionStorage.setItem(
    'cashier.deposit.intent',
    JSON.stringify({ idempotencyKey, presetId: 'pkg-50', promoOfferPresetId: null, offerType: 'regular', methodId: 'neosurf', paymentId }),
  );
  return paymentId;
}
