import type { MouseEventHandler } from 'react';
import { Button } from '@/shared/ui/Button';

export interface PayButtonProps {
  /** The method's own words with the amount ("Pay 9.99 USD"). */
  label: string;
  /** Shown (and the button disabled, busy) while an attempt is in flight. */
  submittingLabel: string;
  submitting: boolean;
  /** Disabled for another reason (nothing chosen yet). */
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** The Pay button of every method: one attempt at a time, announced as busy while it runs. */
export function PayButton({ label, submittingLabel, submitting, disabled = false, type, onClick }: PayButtonProps) {
  return (
    <Button type={type} onClick={onClick} disabled={submitting || disabled} aria-busy={submitting}>
      {submitting ? submittingLabel : label}
    </Button>
  );
}
