import { useEffect, useId, useRef } from 'react';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, Heading, Muted } from '@/shared/ui/layout';

export interface PaymentRestrictedProps {
  /** Back to the payment methods (the method's form is gone: paying again would be refused again). */
  onBack: () => void;
}

/**
 * The antifraud base refused the player before anything was paid. The server's reason is not shown: it
 * describes the fraud rule, which is for the risk team, not for the player.
 */
export function PaymentRestricted({ onBack }: PaymentRestrictedProps) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the player pressed Pay in is gone: focus goes to what replaced it, not to <body>.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {t('deposit.restricted.heading')}
      </Heading>
      <div role="alert">
        <Muted>{t('deposit.restricted.text')}</Muted>
      </div>
      <Actions>
        <Button onClick={onBack}>{t('deposit.method.back')}</Button>
      </Actions>
    </section>
  );
}
