import { useState } from 'react';
import type { InputMethod, InputMethodsData } from '../../../contracts/api/deposit';
import { useT } from '../../shared/i18n/useT';
import { Muted } from './Deposit.styles';
import { CardMethod } from './methods/Card/CardMethod';
import { MethodSection } from './methods/MethodSection';
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
  onClose: () => void;
}

/** The form of the chosen payment method, or why the antifraud base refused the payment. */
export function MethodPanel({ method, data, target, price, onClose }: MethodPanelProps) {
  const t = useT();
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
      // Wallet payment sheets need Apple's merchant validation, which the sandbox cannot provide yet.
      return (
        <MethodSection title={method.title} onClose={onClose}>
          <Muted role="status">{t('deposit.applePay.unavailable')}</Muted>
        </MethodSection>
      );
  }
}
