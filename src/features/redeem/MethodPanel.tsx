import { useState } from 'react';
import type { OutputMethod } from '@contracts/api/redeem';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Muted } from '@/shared/ui/layout';
import { redeemMethods } from './methods/registry';

export interface MethodPanelProps {
  method: OutputMethod;
  currency: string;
  redeemable: number;
  onClose: () => void;
}

/** The chosen payout method's form (looked up by kind; the output calls for a kind without one), or why it cannot pay out. */
export function MethodPanel({ method, currency, redeemable, onClose }: MethodPanelProps) {
  const t = useT();
  // Kept per method: choosing another method asks the server again on its next press.
  const [restrictedMethodId, setRestrictedMethodId] = useState<string | null>(null);
  if (restrictedMethodId === method.id) {
    return (
      <div>
        <Muted role="alert">{t('redeem.method.restricted')}</Muted>
        <Button variant="link" onClick={onClose}>
          {t('redeem.method.back')}
        </Button>
      </div>
    );
  }
  const Form = redeemMethods[method.kind];
  return (
    <Form
      key={method.id}
      method={method}
      currency={currency}
      redeemable={redeemable}
      onClose={onClose}
      onRestricted={() => setRestrictedMethodId(method.id)}
    />
  );
}
