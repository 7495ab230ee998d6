import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, Muted } from '@/shared/ui/layout';
import { token } from '@/shared/ui/theme';

/** A saved payment method's row: its choice, then its Remove link (or the confirm step, on a line of its own). */
export const SavedMethodRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 8px;

  & > label {
    flex: 1 1 160px;
    min-width: 0;
  }
`;

/**
 * The Remove link: quieter than the account it removes (issue [14]): the muted text colour at the body's weight,
 * still underlined and a whole 44 px tap target; the confirm step that follows it carries the emphasis.
 */
const RemoveLink = styled(Button)`
  color: ${token('colorTextMuted')};
  font-weight: 400;
`;

const Confirm = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: 8px;
`;

export interface ConfirmRemovalProps {
  /** The Remove link's text. */
  label: string;
  /** Its accessible name when the text does not say what goes ("Remove Visa **** 4242, expires 12/30"). */
  accessibleName?: string;
  /** The question that names what will be removed; also the confirm step's accessible name. */
  question: string;
  confirmLabel: string;
  keepLabel: string;
  /** While a payment or another removal is in flight. */
  disabled?: boolean;
  /** Sends the removal. An `error` keeps the entry: the step stays with the error and Try again. */
  onRemove: () => Promise<{ error?: unknown }>;
}

/**
 * Removing a saved instrument (a saved card or bank account, a payout destination; the product rules are each area's):
 * Remove opens an inline confirm step that names the method; nothing is sent before the player confirms. Keep or
 * Escape closes it and focus returns to Remove; a failed removal stays in the step with the error and Try again.
 * On success the caller's list drops the entry (and this with it) and moves focus on.
 */
export function ConfirmRemoval({
  label,
  accessibleName,
  question,
  confirmLabel,
  keepLabel,
  disabled = false,
  onRemove,
}: ConfirmRemovalProps) {
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Into the step on the safe choice; back to Remove when it closes without removing.
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const cancel = () => {
    setFailure(null);
    setConfirming(false);
  };
  const remove = async () => {
    setRemoving(true);
    setFailure(null);
    const result = await onRemove();
    // After a success the entry (and this component) usually is gone already; these then do nothing.
    setRemoving(false);
    if (result.error !== undefined) setFailure({ error: result.error });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Only the step closes, not the popup or the cashier around it.
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  if (!confirming) {
    return (
      <RemoveLink
        ref={opener}
        variant="link"
        disabled={disabled}
        aria-label={accessibleName}
        onClick={() => setConfirming(true)}
      >
        {label}
      </RemoveLink>
    );
  }
  return (
    <Confirm role="group" aria-label={question} onKeyDown={onKeyDown}>
      <Muted>{question}</Muted>
      <Actions>
        <Button variant="secondary" disabled={removing || disabled} onClick={() => void remove()}>
          {confirmLabel}
        </Button>
        <Button ref={keep} variant="link" onClick={cancel}>
          {keepLabel}
        </Button>
      </Actions>
      {failure !== null && <CallError error={failure.error} onRetry={() => void remove()} />}
    </Confirm>
  );
}
