import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, Muted } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/Spinner';
import { outcomeMessages } from './outcomeMessages';

registerMessages(outcomeMessages);

/** Inline, below the form or inside the popup it belongs to: its title no louder than the screen's own heading. */
const Notice = styled.div`
  display: grid;
  gap: 8px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 16px;
`;

export interface OutcomeNoticeProps {
  /** `checking`: the server is being re-read; `unknown`: it could not tell yet. */
  outcome: 'checking' | 'unknown';
  /** The flow's own words for what was asked (e.g. "Your conversion of 5.00 USD"); the kit's when absent. */
  text?: string;
  /** The flow's own title when it knows more than "not confirmed" (a payment found started); the kit's when absent. */
  title?: string;
  /** Sends the same request again (the same idempotency key: safe). */
  onRetry?: () => void;
  /** Re-reads the server once more. */
  onCheck?: () => void;
  /** Extra actions (view history). */
  children?: ReactNode;
}

/**
 * What a screen shows while a money-moving call's outcome is not known (docs/architecture.md, "Money moves exactly
 * once"): never "nothing happened". `data-cashier-outcome` names the state for the fault matrix (test/faults/).
 */
export function OutcomeNotice({ outcome, text, title, onRetry, onCheck, children }: OutcomeNoticeProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // Shown below a form that may be taller than the dialog: brought into view, as the player must read it.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  if (outcome === 'checking') {
    return (
      <div ref={box} data-cashier-outcome="checking">
        <Spinner label={text ?? t('payments.outcome.checking')} />
        <Muted aria-hidden="true">{text ?? t('payments.outcome.checking')}</Muted>
      </div>
    );
  }
  return (
    <Notice ref={box} role="status" data-cashier-outcome="unknown">
      <Title>{title ?? t('payments.outcome.unknownTitle')}</Title>
      <Muted>{text ?? t('payments.outcome.unknownText')}</Muted>
      <Actions>
        {onRetry && <Button onClick={onRetry}>{t('payments.outcome.tryAgain')}</Button>}
        {onCheck && (
          <Button variant="secondary" onClick={onCheck}>
            {t('payments.outcome.checkAgain')}
          </Button>
        )}
        {children}
      </Actions>
    </Notice>
  );
}
