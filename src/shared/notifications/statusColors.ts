import type { NotificationStatus } from './types';

/**
 * Default text and background of each status; every pair is ≥ 4.5:1 (notifications.a11y.test.ts).
 * The text colour also paints the status icon (`currentColor`).
 */
export const notificationStatusColors: Record<NotificationStatus, { text: string; background: string }> = {
  attention: { text: '#5c3300', background: '#fff3d1' },
  check: { text: '#0f4a22', background: '#e2f5e7' },
  confirm: { text: '#123a86', background: '#e5edff' },
  error: { text: '#8a1c16', background: '#fde7e5' },
  plus: { text: '#4a1a88', background: '#f0e7ff' },
};
