import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '@/shared/a11y/useFocusTrap';
import type { Presence } from '@/shared/a11y/usePresence';
import { useI18n } from '@/shared/i18n/useI18n';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { LineIcon } from '@/shared/ui/LineIcon';
import { IconButton } from '@/shared/ui/IconButton';
import { Backdrop, Body, Dialog, Header, Title } from './CashierOverlay.styles';
import { eventOrigin } from '@/shared/a11y/shadowFocus';

interface CashierOverlayProps {
  presence: Presence;
  zIndex: number;
  title: string;
  onClose: () => void;
  /** Absent when there is no earlier cash screen to go back to. */
  onBack?: () => void;
  /** Rendered inside the dialog: screen readers may ignore live regions outside an open modal. */
  notifications?: ReactNode;
  children: ReactNode;
  /** The hidden warm-up render before the first open (CashierRoutes): not the cashier's overlay for anyone who looks. */
  warmUp?: boolean;
}

const BackIcon = () => <LineIcon d="M12.5 4 6.5 10l6 6" size={20} grid={20} />;

/** The shared cash layout: a modal dialog over the host page with back, title and close. */
export function CashierOverlay({
  presence,
  zIndex,
  title,
  onClose,
  onBack,
  notifications,
  children,
  warmUp = false,
}: CashierOverlayProps) {
  const { t, language } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, presence === 'open');

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (presence !== 'open') return;
    // On the document, not the dialog: when the focused control disappears (an error replaces it), focus falls
    // to <body> and Escape must still close the cashier. Popups inside stop their own Escape from propagating;
    // Escape in a host dialog stacked above us (its target is outside ours) is the host's business.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Through the shadow boundary (shadowFocus.ts): outside it, `event.target` is the cashier's host element.
      const target = eventOrigin(event);
      const ours =
        target instanceof Node &&
        (dialogRef.current?.contains(target) || target === document.body || target === document.documentElement);
      if (ours) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [presence]);

  return (
    <Backdrop $presence={presence} $zIndex={zIndex} data-cashier-overlay={warmUp ? undefined : presence}>
      <Dialog
        ref={dialogRef}
        role={warmUp ? undefined : 'dialog'}
        aria-modal={warmUp ? undefined : true}
        aria-labelledby={titleId}
        lang={language}
        tabIndex={-1}
      >
        <Header>
          {onBack ? (
            <IconButton label={t('common.back')} onClick={onBack}>
              <BackIcon />
            </IconButton>
          ) : (
            <span />
          )}
          <Title id={titleId}>{title}</Title>
          <IconButton label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>{children}</Body>
        {notifications}
      </Dialog>
    </Backdrop>
  );
}
