import { CHECK_PATH, CROSS_PATH } from '@/shared/ui/iconPaths';
import { LineIcon } from '@/shared/ui/LineIcon';
import type { NotificationStatus } from './types';

/** Shapes drawn with `currentColor` on a 24×24 grid, one per status. */
const shapes: Record<NotificationStatus, string> = {
  // A warning triangle with an exclamation mark.
  attention: 'M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.2v.3',
  check: CHECK_PATH,
  // A shield with a tick: something was confirmed.
  confirm: 'M12 2.75 4.5 5.5v6c0 4.6 3.2 8.3 7.5 9.75 4.3-1.45 7.5-5.15 7.5-9.75v-6L12 2.75ZM8.5 12l2.5 2.5 4.5-5',
  error: CROSS_PATH,
  // A circle with a plus: a bonus was added.
  plus: 'M12 2.75a9.25 9.25 0 1 1 0 18.5 9.25 9.25 0 0 1 0-18.5ZM12 7.5v9M7.5 12h9',
};

/** The decorative icon of a status; the status itself is announced by a visually hidden label. */
export function StatusIcon({ status, size = 24 }: { status: NotificationStatus; size?: number }) {
  return <LineIcon d={shapes[status]} size={size} grid={24} data-status-icon={status} />;
}
