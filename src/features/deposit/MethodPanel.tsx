import { useState } from 'react';
import type { PaymentMethod } from './paymentApi';
import type { Translate } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { Muted } from '@/shared/ui/layout';
import { formatMoney } from '@/shared/format/money';
import { MethodSection } from './methods/MethodSection';
import { depositMethods } from './methods/registry';
import type { MethodFormProps } from './methods/methodProps';
import { PaymentRestricted } from './PaymentRestricted';
import { isOutside, useMethodLimits, type MethodLimits } from './useMethodLimits';

/** What the panel takes: the chosen method and what every method's form takes but the parts the panel adds. */
export type MethodPanelProps = Omit<MethodFormProps, 'title' | 'limits' | 'onRestricted'> & { method: PaymentMethod };

/** "10.00 USD to 50.00 USD", "at least 10.00 USD" or "at most 50.00 USD". */
function describeLimits(t: Translate, limits: MethodLimits, currency: string): string | undefined {
  const min = limits.min === null ? null : formatMoney(limits.min, currency);
  const max = limits.max === null ? null : formatMoney(limits.max, currency);
  if (min !== null && max !== null) return t('deposit.method.limits.range', { min, max });
  if (min !== null) return t('deposit.method.limits.min', { min });
  if (max !== null) return t('deposit.method.limits.max', { max });
  return undefined;
}

/** The form of the chosen payment method (with its limits), or why it cannot pay: the antifraud base refused, or the amount is outside its limits. */
export function MethodPanel({ method, ...formProps }: MethodPanelProps) {
  const { data, price, onClose } = formProps;
  const t = useT();
  // Kept per method: choosing another method in the list asks the server again on its Pay press.
  const [restrictedMethodId, setRestrictedMethodId] = useState<string | null>(null);
  const limits = useMethodLimits(method);
  if (restrictedMethodId === method.id) return <PaymentRestricted onBack={onClose} />;
  const range = limits ? describeLimits(t, limits, data.currency) : undefined;
  // The method's current details exclude this amount: no Pay button for a payment the server would refuse.
  if (limits?.fromDetails && range !== undefined && isOutside(price, limits)) {
    return (
      <MethodSection title={method.title} onClose={onClose}>
        <Muted role="status">
          {t('deposit.method.notForAmount', { amount: formatMoney(price, data.currency), limits: range })}
        </Muted>
      </MethodSection>
    );
  }
  const Form = depositMethods[method.kind];
  const onRestricted = () => setRestrictedMethodId(method.id);
  const note = range === undefined ? undefined : t('deposit.method.limits', { limits: range });
  return <Form {...formProps} onRestricted={onRestricted} title={method.title} limits={note} />;
}
