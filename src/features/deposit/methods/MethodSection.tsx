import { useId, type ReactNode } from 'react';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Heading, Muted } from '@/shared/ui/layout';

export interface MethodSectionProps {
  title: string;
  /** A line under the title (the method's limits per payment). */
  note?: string;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a non-card method's form: its title, content and a way back to the method list. */
export function MethodSection({ title, note, onClose, children }: MethodSectionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {note !== undefined && <Muted>{note}</Muted>}
      {children}
      <Button variant="link" onClick={onClose}>
        {t('deposit.method.back')}
      </Button>
    </section>
  );
}
