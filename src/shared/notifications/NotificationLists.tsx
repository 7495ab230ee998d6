import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '@/shared/i18n/useT';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { dismissNotification } from './dismissNotification';
import type { notificationMessages } from './notificationMessages';
import { CornerStack, List, TopStack } from './NotificationCenter.styles';
import { NotificationItem } from './NotificationItem';
import { selectNotifications, type NotificationsRootState } from './notificationsSlice';
import type { CashierNotification, NotificationListName } from './types';
import type { NotificationCenterProps } from './NotificationCenter';

const useNotificationsDispatch = useDispatch.withTypes<ThunkDispatch<NotificationsRootState, unknown, UnknownAction>>();
const useNotificationsSelector = useSelector.withTypes<NotificationsRootState>();

type ListLabel = keyof typeof notificationMessages;
const listLabels: Record<NotificationListName, { polite: ListLabel; assertive: ListLabel }> = {
  notification: { polite: 'notification.list.notification', assertive: 'notification.list.notificationErrors' },
  toastr: { polite: 'notification.list.toastr', assertive: 'notification.list.toastrErrors' },
};

interface LiveListsProps {
  list: NotificationListName;
  onDismiss: (id: string) => void;
  /** False in the first render: the regions come in empty, and what is already queued is added after them. */
  settled: boolean;
}

/**
 * One list as two live regions that are always in the DOM (a region must exist before content is added
 * to it for screen readers to announce the addition): errors are announced assertively, the rest politely.
 * `aria-atomic="false"` so an addition reads only the new notification, not the whole list.
 */
function LiveLists({ list, onDismiss, settled }: LiveListsProps) {
  const t = useT();
  const all = useNotificationsSelector((state) => selectNotifications(state, list));
  const items = settled ? all : [];
  const render = (item: CashierNotification) => (
    <ErrorBoundary key={item.id} name="a notification" fallback={<li>{item.message}</li>}>
      <NotificationItem notification={item} onDismiss={onDismiss} />
    </ErrorBoundary>
  );
  return (
    <>
      <List
        aria-live="assertive"
        aria-atomic="false"
        aria-relevant="additions text"
        aria-label={t(listLabels[list].assertive)}
      >
        {items.filter((item) => item.status === 'error').map(render)}
      </List>
      <List
        aria-live="polite"
        aria-atomic="false"
        aria-relevant="additions text"
        aria-label={t(listLabels[list].polite)}
      >
        {items.filter((item) => item.status !== 'error').map(render)}
      </List>
    </>
  );
}

/**
 * Both notification lists: `notification` centred near the top, `toastr` in the bottom corner. The notifications
 * chunk's entry (NotificationCenter.tsx). Timers run only while it is mounted.
 */
export function NotificationLists({ zIndex }: NotificationCenterProps) {
  const dispatch = useNotificationsDispatch();
  // Notifications shown before this chunk came are added after the empty regions' first commit, so they are
  // announced like any later one.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  const onDismiss = useCallback(
    (id: string) => {
      dispatch(dismissNotification(id));
    },
    [dispatch],
  );
  return (
    <>
      <TopStack $zIndex={zIndex} data-notification-list="notification">
        <LiveLists list="notification" onDismiss={onDismiss} settled={settled} />
      </TopStack>
      <CornerStack $zIndex={zIndex} data-notification-list="toastr">
        <LiveLists list="toastr" onDismiss={onDismiss} settled={settled} />
      </CornerStack>
    </>
  );
}
