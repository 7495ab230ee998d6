import { useEffect, useState } from 'react';
import { useT } from '@/shared/i18n/useT';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { IconButton } from '@/shared/ui/IconButton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { Caption, CloseSlot, Content, IconSlot, Item, Message, Picture } from './NotificationItem.styles';
import { StatusIcon } from './StatusIcon';
import { notificationStatusColors } from './statusColors';
import { NOTIFICATION_FADE_MS, type CashierNotification } from './types';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { notificationMessages } from './notificationMessages';

// This module is the notifications chunk's entry (NotificationCenter.tsx): its English comes with it.
registerMessages(notificationMessages);

/** setTimeout fires at once for delays above 2^31 − 1 ms; such a timeout means "stays" in practice. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export interface NotificationItemProps {
  notification: CashierNotification;
  /** Removes the notification (and runs its on-dismiss callback); must be stable across renders. */
  onDismiss: (id: string) => void;
}

/**
 * One notification. Its timers live in this component's effect: it starts fading at `timeout` and is
 * removed at `timeout + 1000` ms after it was shown (docs/product/cash-data.md#notification-timing); unmounting clears both timers.
 */
export function NotificationItem({ notification, onDismiss }: NotificationItemProps) {
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  const { id, timeout, createdAt, status } = notification;

  useEffect(() => {
    if (timeout === 0) return undefined;
    const elapsed = Date.now() - createdAt;
    const removeIn = Math.max(0, timeout + NOTIFICATION_FADE_MS - elapsed);
    if (removeIn > MAX_TIMER_DELAY_MS) return undefined;
    const fade = setTimeout(
      () => {
        setLeaving(true);
      },
      Math.max(0, timeout - elapsed),
    );
    const remove = setTimeout(() => {
      onDismiss(id);
    }, removeIn);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [id, timeout, createdAt, onDismiss]);

  const colors = notificationStatusColors[status];
  return (
    <Item
      className={notification.classes.join(' ') || undefined}
      data-status={status}
      $text={notification.textColor ?? colors.text}
      $background={notification.backgroundColor ?? colors.background}
      $leaving={leaving}
    >
      <IconSlot>{notification.icon ? <img src={notification.icon} alt="" /> : <StatusIcon status={status} />}</IconSlot>
      <Content>
        <VisuallyHidden>{t(`notification.status.${status}`)}</VisuallyHidden>
        {notification.caption && <Caption>{notification.caption}</Caption>}
        <Message>{notification.message}</Message>
        {notification.image && <Picture src={notification.image} alt="" />}
      </Content>
      <CloseSlot>
        {notification.closeButton && (
          <IconButton
            label={t('notification.close')}
            onClick={() => {
              onDismiss(id);
            }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </CloseSlot>
    </Item>
  );
}
