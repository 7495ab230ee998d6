import type { PaymentMethodsData } from '@/features/deposit/paymentApi';
import type { Purchase } from '@/features/deposit/methods/bodyTarget';

/** What MethodPanel hands every payment method's form (the forms are looked up in registry.ts). */
export interface MethodFormProps {
  title: string;
  data: PaymentMethodsData;
  target: Purchase;
  price: number;
  /** Coins the package grants (Apple Pay's sheet names them). */
  coins: number;
  /** The method's limits per payment, as a sentence (none when unknown). */
  limits?: string;
  onClose: () => void;
  /** The antifraud base refused the payment (MethodPanel shows why). */
  onRestricted: () => void;
}
