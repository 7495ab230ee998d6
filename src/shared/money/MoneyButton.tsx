import type { MouseEventHandler } from 'react';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { Actions } from '@/shared/ui/layout';
import { token } from '@/shared/ui/theme';

/**
 * The row of a method's Pay (or submit) button: it stays in view at the bottom of the dialog's scrolling body while
 * the form above it is longer than the screen (what the flow shows above the form, such as an order summary, stays
 * at the top).
 */
export const MoneyActions = styled(Actions)`
  position: sticky;
  bottom: 0;
  z-index: 1;
  padding: 12px 0;
  background: ${token('colorSurface')};
`;

export interface MoneyButtonProps {
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
export function MoneyButton({ label, submittingLabel, submitting, disabled = false, type, onClick }: MoneyButtonProps) {
  return (
    <Button type={type} onClick={onClick} disabled={submitting || disabled} aria-busy={submitting}>
      {submitting ? submittingLabel : label}
    </Button>
  );
}
