/** The notification entity of docs/product/cash-data.md#notifications and its constants (docs/product/cash-data.md#notifications). */

export const NOTIFICATION_STATUSES = ['attention', 'check', 'confirm', 'error', 'plus'] as const;
/** Each status has its own icon, default colours and a screen-reader label (`notification.status.<status>`). */
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** `notification`: the list near the top of the screen; `toastr`: the stack in the bottom corner. */
export type NotificationListName = 'notification' | 'toastr';

/** docs/product/constants.md#notification-timing: shown for 5000 ms unless a timeout is given. */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;
/** docs/product/cash-data.md#notification-timing: removed at timeout + 1000 ms; the extra second is the fade-out. */
export const NOTIFICATION_FADE_MS = 1000;

/** What a caller passes to `showNotification`. Every text is plain text (rendered as text, never HTML). */
export interface NotificationInput {
  /** The text, already translated. */
  message: string;
  status: NotificationStatus;
  /** Optional bold line above the message, already translated. */
  caption?: string;
  /** CSS colour of the text; default depends on the status. */
  textColor?: string;
  /** CSS colour of the background; default depends on the status. */
  backgroundColor?: string;
  /** URL of a decorative picture shown under the message. */
  image?: string;
  /** URL of a decorative icon that replaces the status icon. */
  icon?: string;
  /** Extra class names on the notification element (styling hooks for hosts). */
  classes?: string | readonly string[];
  /**
   * Milliseconds before it fades out: a non-negative integer, as a number or a string of digits
   * (`3000`, `'3000'`). `0` keeps it until closed. Anything else (`-1`, `1.5`, `'abc'`) is logged as a
   * wrong timeout and the notification is not shown (docs/product/cash-data.md#notification-timeout-validation). Default 5000.
   */
  timeout?: number | string;
  /** Show a close button. Default true; always shown when the timeout is 0, or it could never be closed. */
  closeButton?: boolean;
  /** Called once when the notification goes away (timeout or close). Kept outside the store. */
  onDismiss?: () => void;
  /** Which list shows it. Default `notification`. */
  list?: NotificationListName;
}

/** A shown notification as the store holds it: serialisable, the callback lives in the registry by id. */
export interface CashierNotification {
  id: string;
  list: NotificationListName;
  message: string;
  status: NotificationStatus;
  caption: string | null;
  textColor: string | null;
  backgroundColor: string | null;
  image: string | null;
  icon: string | null;
  classes: string[];
  timeout: number;
  closeButton: boolean;
  /** `Date.now()` when shown: a remounted NotificationCenter keeps the original deadline. */
  createdAt: number;
}
