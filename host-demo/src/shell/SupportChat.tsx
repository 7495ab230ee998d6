import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LabelledField } from '../ui/LabelledField';
import { Muted, raisedSurface, Row, SecondaryButton } from '../ui/controls';

/*
 * A floating, non-modal panel, as the chat widgets of real game sites are: it sits above the open cashier and takes
 * focus for its message field. The cashier's focus trap yields to it because the cashier asked for it
 * (`open-support-chat`); a host widget the cashier did not ask for is marked `data-cashier-host-focus` instead
 * (README, "Host UI that takes focus").
 */
const Panel = styled.aside`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 2147483647;
  width: min(22rem, calc(100vw - 2rem));
  ${raisedSurface}
  padding: 1rem 1.25rem;
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.45);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }
  form > * {
    flex: none;
  }
`;

interface Props {
  open: boolean;
  /** Where in the cashier the player asked for help. */
  source: string;
  onClose: () => void;
}

/** Stand-in for the platform's support chat (the cashier asks for it with `open-support-chat`). */
export function SupportChat({ open, source, onClose }: Props) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [sent, setSent] = useState<string[]>([]);

  // Opening takes focus, as chat widgets do; closing gives it back to what had it (the cashier's button).
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <Panel aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 id={titleId}>Support chat</h2>
      <Muted>This demo has no real agent. Opened from: {source || 'unknown'}.</Muted>
      {sent.length > 0 && (
        <ul aria-label="Your messages">
          {sent.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() === '') return;
          setSent((messages) => [...messages, draft.trim()]);
          setDraft('');
        }}
      >
        <LabelledField label="Message">
          {(id) => <input id={id} ref={input} value={draft} onChange={(event) => setDraft(event.target.value)} />}
        </LabelledField>
        <Row>
          <SecondaryButton type="submit">Send</SecondaryButton>
          <SecondaryButton type="button" onClick={onClose}>
            Close chat
          </SecondaryButton>
        </Row>
      </form>
    </Panel>
  );
}
