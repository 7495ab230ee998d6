import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '@/shared/i18n/useT';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { preloadedPart } from '@/shared/ui/preloadedPart';
import type { MessageKey } from '@/shared/i18n/en';
import { dismissNotification } from './dismissNotification';
import { CornerStack, List, TopStack } from './NotificationCenter.styles';
import { selectNotifications, type NotificationsRootState } from './notificationsSlice';
import type { CashierNotification, NotificationListName } from './types';

/**
 * The notifications themselves (their markup, icons and timers) ride in a chunk of their own: no first screen needs
 * them, and the center starts the chunk when it mounts, so by the first notification it is in (docs/architecture.md,
 * "Opening fast"). Should it never arrive (offline), a notification shows as its plain message.
 */
export const notificationItem = preloadedPart(() =>
  import(/* webpackChunkName: "notifications" */ './NotificationItem').then((module) => module.NotificationItem),
);

const useNotificationsDispatch = useDispatch.withTypes<ThunkDispatch<NotificationsRootState, unknown, UnknownAction>>();
const useNotificationsSelector = useSelector.withTypes<NotificationsRootState>();

const listLabels: Record<NotificationListName, { polite: MessageKey; assertive: MessageKey }> = {
  notification: { polite: 'notification.list.notification', assertive: 'notification.list.notificationErrors' },
  toastr: { polite: 'notification.list.toastr', assertive: 'notification.list.toastrErrors' },
};

interface LiveListsProps {
  list: NotificationListName;
  onDismiss: (id: string) => void;
}

/**
 * One list as two live regions that are always in the DOM (a region must exist before content is added
 * to it for screen readers to announce the addition): errors are announced assertively, the rest politely.
 * `aria-atomic="false"` so an addition reads only the new notification, not the whole list.
 */
function LiveLists({ list, onDismiss }: LiveListsProps) {
  const t = useT();
  const items = useNotificationsSelector((state) => selectNotifications(state, list));
  const render = (item: CashierNotification) => (
    <ErrorBoundary key={item.id} name="a notification" fallback={<li>{item.message}</li>}>
      <notificationItem.Part notification={item} onDismiss={onDismiss} />
    </ErrorBoundary>
  );
  return (
    <>
      <List aria-live="assertive" aria-atomic="false" aria-relevant="additions text" aria-label={t(listLabels[list].assertive)}>
        {items.filter((item) => item.status === 'error').map(render)}
      </List>
      <List aria-live="polite" aria-atomic="false" aria-relevant="additions text" aria-label={t(listLabels[list].polite)}>
        {items.filter((item) => item.status !== 'error').map(render)}
      </List>
    </>
  );
}

export interface NotificationCenterProps {
  /** z-index of both stacks. Default: the theme's `zIndexBase` + `Z_LAYER.notification`. */
  zIndex?: number;
}

/**
 * Renders both notification lists: `notification` centred near the top, `toastr` in the bottom corner.
 * Needs the store Provider, the theme and the I18nProvider above it. Timers run only while it is mounted.
 */
export function NotificationCenter({ zIndex }: NotificationCenterProps) {
  notificationItem.usePreload();
  const dispatch = useNotificationsDispatch();
  const onDismiss = useCallback((id: string) => { dispatch(dismissNotification(id)); }, [dispatch]);
  return (
    <>
      <TopStack $zIndex={zIndex} data-notification-list="notification">
        <LiveLists list="notification" onDismiss={onDismiss} />
      </TopStack>
      <CornerStack $zIndex={zIndex} data-notification-list="toastr">
        <LiveLists list="toastr" onDismiss={onDismiss} />
      </CornerStack>
    </>
  );
}
