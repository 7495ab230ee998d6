import type { Dispatch } from '@reduxjs/toolkit';
import { logger } from '@/shared/log';
import { notificationDismissed } from './notificationsSlice';
import { takeOnDismiss } from './onDismissRegistry';

/** Removes a notification and runs its on-dismiss callback once (a second dismiss finds none). */
export function dismissNotification(id: string) {
  return (dispatch: Dispatch): void => {
    dispatch(notificationDismissed({ id }));
    const onDismiss = takeOnDismiss(id);
    if (!onDismiss) return;
    try {
      onDismiss();
    } catch (error) {
      // The caller's callback must not break the notification centre's timers or the caller's flow.
      logger.error('a notification on-dismiss callback threw', error);
    }
  };
}
