import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from '@/shared/a11y/useFocusTrap';
import { useT } from '@/shared/i18n/useT';
import { IconButton } from '@/shared/ui/IconButton';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { token } from '@/shared/ui/theme';
import { focusedElement } from '@/shared/a11y/shadowFocus';

const Layer = styled.div`
  position: absolute;
  inset: 0;
  z-index: 10;
  display: grid;
  place-items: center;
  padding: ${token('space4')};
  background: ${token('colorBackdrop')};
`;

const Box = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${token('space3')};
  width: min(100%, 480px);
  max-height: 100%;
  overflow: auto;
  padding: ${token('space4')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font-family: ${token('fontFamily')};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space2')};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${token('fontSizeLead')};
`;

export interface PopupProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A popup inside the cashier (limit reached, card picker on narrow screens): a modal dialog with its own
 * focus trap; Escape closes only the popup, and focus returns to what opened it.
 */
export function Popup({ title, onClose, children }: PopupProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  useEffect(() => {
    const focused = focusedElement();
    const opener = focused instanceof HTMLElement ? focused : null;
    return () => opener?.focus({ preventScroll: true });
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  // The second and later clicks of a multi-click (`detail` > 1) were aimed at what opened the popup: a double click on
  // Redeem must not land on the review's Confirm that appeared under the pointer (docs/design-system.md, "Popup").
  // A single click, and a click from the keyboard (`detail` 0), act as usual.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.detail > 1) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  return (
    <Layer>
      <Box
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClickCapture={onClickCapture}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        {children}
      </Box>
    </Layer>
  );
}
