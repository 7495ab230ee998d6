import { nanoid, type Dispatch } from '@reduxjs/toolkit';
import { logger } from '@/shared/log';
import { notificationShown } from './notificationsSlice';
import { registerOnDismiss } from './onDismissRegistry';
import { parseNotificationTimeout } from './parseTimeout';
import { NOTIFICATION_STATUSES, type NotificationInput } from './types';

const orNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/**
 * Shows a notification: `dispatch(showNotification({ message, status }))` returns its id, or null when
 * it was not shown because the timeout is wrong (docs/product/errors.md#wrong-notification-timeout: logged, not displayed).
 */
export function showNotification(input: NotificationInput) {
  return (dispatch: Dispatch): string | null => {
    const timeout = parseNotificationTimeout(input.timeout);
    if (timeout === undefined) {
      logger.error(
        `wrong notification timeout ${JSON.stringify(input.timeout)}: it must be a non-negative integer (ms); the notification is not shown`,
        { message: input.message },
      );
      return null;
    }
    // Statuses can come from server data at run time; an unknown one still shows, as a warning.
    const status = NOTIFICATION_STATUSES.includes(input.status) ? input.status : 'attention';
    if (status !== input.status) logger.warn(`unknown notification status "${input.status}"; shown as "attention"`);

    const id = nanoid();
    if (input.onDismiss) registerOnDismiss(id, input.onDismiss);
    dispatch(
      notificationShown({
        id,
        list: input.list ?? 'notification',
        message: input.message,
        status,
        caption: orNull(input.caption),
        textColor: orNull(input.textColor),
        backgroundColor: orNull(input.backgroundColor),
        image: orNull(input.image),
        icon: orNull(input.icon),
        classes: (typeof input.classes === 'string' ? input.classes.split(/\s+/) : [...(input.classes ?? [])]).filter(
          Boolean,
        ),
        timeout,
        closeButton: timeout === 0 || (input.closeButton ?? true),
        createdAt: Date.now(),
      }),
    );
    return id;
  };
}
