import { intentFor, openIntents, updateIntent, type IntentAbout } from '@/shared/money/intentBook';
import { callSandbox, dataOf } from './sandbox';

type Sandbox = Parameters<typeof callSandbox>[0];

/** The intent book's name for a deposit (DEPOSIT_CALL of the deposit area; shared code names no area's module). */
const DEPOSIT = 'deposit';

/**
 * A deposit the server started for `playerId`, kept in the intent book as the deposit flow keeps it (what a reload
 * finds: docs/product/deposit.md#pending-payment).
 */
export function keepStartedDeposit(
  playerId: string,
  paymentId: string,
  about: IntentAbout = { presetId: 'pkg-50', promoOfferPresetId: null, offerType: 'regular', methodId: 'card' },
): void {
  const target = { ...about, instrument: 'test' };
  intentFor(playerId, DEPOSIT, target, about);
  updateIntent(playerId, DEPOSIT, target, { ref: paymentId });
}

/** The deposits of `playerId` the intent book still keeps (started or unknown, not settled). */
export const openDeposits = (playerId: string) => openIntents(playerId, DEPOSIT);

/**
 * A Neosurf deposit of the 50 package made straight against the sandbox (the test's ambient session), kept as the
 * started deposit the result screens read. Returns its payment id.
 */
export async function depositWithVoucher(sandbox: Sandbox, voucher: string, playerId = 'verified'): Promise<string> {
  const idempotencyKey = `key-${voucher}`;
  const answer = await callSandbox(sandbox, 'POST', '/rest/payments/deposit/', {
    body: { idempotencyKey, presetId: 'pkg-50', offerType: 'regular', methodId: 'neosurf', paymentToken: voucher },
  });
  const { paymentId } = dataOf(answer) as { paymentId: string };
  keepStartedDeposit(playerId, paymentId, {
    presetId: 'pkg-50',
    promoOfferPresetId: null,
    offerType: 'regular',
    methodId: 'neosurf',
  });
  return paymentId;
}
