import type { InputMethodsData } from '@contracts/api/deposit';
import type { IntentTarget } from '@/features/deposit/paymentIntent';

/** What MethodPanel hands every payment method's form. */
export interface MethodFormProps {
  title: string;
  data: InputMethodsData;
  target: IntentTarget;
  price: number;
  /** The method's limits per payment, as a sentence (none when unknown). */
  limits?: string;
  onClose: () => void;
  /** The antifraud base refused the payment (MethodPanel shows why). */
  onRestricted: () => void;
}
