import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { raisedSurface } from '../ui/controls';

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 2rem));
  ${raisedSurface}
  padding: 1.25rem 1.5rem;
  &::backdrop {
    background: rgb(5 8 15 / 0.75);
  }
  h2 {
    margin-top: 0;
  }
`;

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: the browser supplies the focus trap, Escape, focus return and the top
 * layer — which also puts the host's dialogs above the cashier overlay whatever its z-index.
 */
export function Modal({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal(); the plain `open` attribute keeps component tests meaningful.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <Dialog ref={ref} aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      ) : null}
    </Dialog>
  );
}
