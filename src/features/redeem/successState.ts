import type { TransactionResultData } from '@contracts/api/history';

/** What redeem/ hands redeem-success/ in the history state: the server's answer and the method's title. */
export interface RedeemSuccessState {
  result: TransactionResultData;
  methodTitle: string;
}

/** The history state is the browser's: anything may be there after a reload or a hand-made entry. */
export function isRedeemSuccessState(value: unknown): value is RedeemSuccessState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const result = record.result as Record<string, unknown> | null | undefined;
  return (
    typeof record.methodTitle === 'string' &&
    typeof result === 'object' &&
    result !== null &&
    typeof result.transaction === 'object' &&
    result.transaction !== null &&
    typeof result.balance === 'object' &&
    result.balance !== null
  );
}
