import { useState } from 'react';
import { useT } from '@/shared/i18n/useT';
import { Muted } from '@/shared/ui/layout';
import type { RedeemMethodProps } from './methods/methodProps';
import { redeemMethods } from './methods/registry';

/** What the panel takes: what every payout method's form takes, less the refusal it handles itself. */
export type MethodPanelProps = Omit<RedeemMethodProps, 'onRestricted'>;

/** The chosen payout method's form (looked up by kind; `GenericMethod` for a kind without one), or why it cannot pay out. */
export function MethodPanel(props: MethodPanelProps) {
  const { method } = props;
  const t = useT();
  // Kept per method: choosing another method asks the server again on its next press.
  const [restrictedMethodId, setRestrictedMethodId] = useState<string | null>(null);
  // The header's Back leads to the other methods.
  if (restrictedMethodId === method.id) return <Muted role="alert">{t('redeem.method.restricted')}</Muted>;
  const Form = redeemMethods[method.kind];
  return <Form key={method.id} {...props} onRestricted={() => setRestrictedMethodId(method.id)} />;
}
