import { useId, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { Button } from '../../../shared/ui/Button';
import { Heading } from '../Deposit.styles';

/** The frame of a non-card method's form: its title, content and a way back to the method list. */
export function MethodSection({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
      <Button variant="link" onClick={onClose}>
        {t('deposit.method.back')}
      </Button>
    </section>
  );
}
