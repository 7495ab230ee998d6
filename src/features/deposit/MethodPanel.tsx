import { useState } from 'react';
import type { InputMethod, InputMethodsData } from '../../../contracts/api/deposit';
import { ApplePayMethod } from './methods/ApplePay/ApplePayMethod';
import { CardMethod } from './methods/Card/CardMethod';
import { NeosurfMethod } from './methods/Neosurf/NeosurfMethod';
import { PaypalMethod } from './methods/Paypal/PaypalMethod';
import { TrustlyMethod } from './methods/Trustly/TrustlyMethod';
import type { IntentTarget } from './paymentIntent';
import { PaymentRestricted } from './PaymentRestricted';

export interface MethodPanelProps {
  method: InputMethod;
  data: InputMethodsData;
  target: IntentTarget;
  price: number;
  /** Coins the package grants (Apple Pay's sheet names them). */
  coins: number;
  onClose: () => void;
}

/** The form of the chosen payment method, or why the antifraud base refused the payment. */
export function MethodPanel({ method, data, target, price, coins, onClose }: MethodPanelProps) {
  // Kept per method: choosing another method in the list asks the server again on its Pay press.
  const [restrictedMethodId, setRestrictedMethodId] = useState<string | null>(null);
  if (restrictedMethodId === method.id) return <PaymentRestricted onBack={onClose} />;
  const onRestricted = () => setRestrictedMethodId(method.id);
  const common = { data, target, price, onClose, onRestricted, title: method.title };
  switch (method.kind) {
    case 'card':
      return <CardMethod data={data} target={target} price={price} onClose={onClose} onRestricted={onRestricted} />;
    case 'trustly':
      return <TrustlyMethod {...common} />;
    case 'paypal':
      return <PaypalMethod {...common} />;
    case 'neosurf':
      return <NeosurfMethod {...common} />;
    case 'applePay':
      return <ApplePayMethod {...common} coins={coins} />;
  }
}
