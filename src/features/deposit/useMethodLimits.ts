import { useEffect } from 'react';
import { logger } from '@/shared/log';
import { useGetMethodDetailsQuery, type PaymentMethod } from './paymentApi';

/** What one payment by a method may be, in the account currency; null where there is no bound. */
export interface MethodLimits {
  min: number | null;
  max: number | null;
  /** From the method's own details (GET /rest/payments/deposit/?method_id=), not the package's method list. */
  fromDetails: boolean;
}

/**
 * The limits of the open method. The method list (getPaymentMethods) decides what is offered for the package;
 * the method's details (getMethodDetails with method_id) complement it with the method's current limits when
 * its panel opens. Until they arrive, or when they cannot be loaded (logged, nothing shown: the server checks
 * the limits at payment anyway), the list's own limits stand in.
 */
export function useMethodLimits(method: PaymentMethod): MethodLimits | null {
  const details = useGetMethodDetailsQuery({ method_id: method.id });
  const { error } = details;
  useEffect(() => {
    if (error)
      logger.warn(`details of deposit method ${method.id} not loaded: showing the method list's limits`, error);
  }, [error, method.id]);

  const own = details.data?.methods.find((item) => item.methodId === method.id);
  if (own) return { min: own.minAmount, max: own.maxAmount, fromDetails: true };
  if (method.minAmount === null && method.maxAmount === null) return null;
  return { min: method.minAmount, max: method.maxAmount, fromDetails: false };
}

/** Whether a price is outside limits (a missing bound never excludes). */
export const isOutside = (price: number, limits: MethodLimits): boolean =>
  (limits.min !== null && price < limits.min) || (limits.max !== null && price > limits.max);
