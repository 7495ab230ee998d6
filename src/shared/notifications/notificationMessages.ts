/**
 * Bundled English of the notification lists' names and a notification's own controls (its status word for screen
 * readers, its Close button), registered by the notifications chunk (NotificationItem.tsx), which is the only code
 * that shows them. Same rules as en.ts.
 */
export const notificationMessages = {
  'notification.list.notification': 'Notifications',
  'notification.list.notificationErrors': 'Error notifications',
  'notification.list.toastr': 'Messages',
  'notification.list.toastrErrors': 'Error messages',
  'notification.close': 'Close notification',
  'notification.status.attention': 'Warning',
  'notification.status.check': 'Success',
  'notification.status.confirm': 'Confirmation',
  'notification.status.error': 'Error',
  'notification.status.plus': 'Bonus',
} satisfies Record<string, string>;
