import { useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectPaymentId, type CashState } from '@/shared/cash/cashSlice';
import { readIntent } from '@/shared/payments/paymentIntent';
import { useGetDepositCheckQuery } from './resultsApi';
import type { PendingState } from '@/shared/payments/usePaymentAttempt';

function isPendingState(value: unknown): value is PendingState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.paymentId === 'string' && (record.redirectUrl === null || typeof record.redirectUrl === 'string');
}

/** Which payment a result screen is about: router state, else the shell state, else the intent saved for a reload. */
export function usePaymentRef(): PendingState | null {
  const location = useLocation();
  const fromState = isPendingState(location.state) ? location.state : null;
  const fromStore = useSelector((state: { cash: CashState }) => selectPaymentId(state));
  if (fromState) return fromState;
  const paymentId = fromStore ?? readIntent()?.paymentId ?? null;
  return paymentId ? { paymentId, redirectUrl: null } : null;
}

/** The payment a result screen is about, and the server's word on it (asked only when there is a payment). */
export function usePaymentCheck() {
  const payment = usePaymentRef();
  const check = useGetDepositCheckQuery(payment?.paymentId ?? '', { skip: !payment });
  return { payment, check };
}
