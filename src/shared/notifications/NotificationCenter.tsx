import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { preloadedPart } from '@/shared/ui/preloadedPart';

export interface NotificationCenterProps {
  /** z-index of both stacks. Default: the theme's `zIndexBase` + `Z_LAYER.notification`. */
  zIndex?: number;
}

/**
 * The notification lists, their items, icons and timers ride in a chunk of their own: no first screen needs them,
 * and the center starts the chunk when it mounts, so by the first notification it is in (docs/architecture.md,
 * "Opening fast"). `webpackPreload`: the host's load of the shell's code preloads it in the same batch, so a cold
 * open does not request it after the shell has run (one request fewer in series). A notification shown earlier waits in the store and is announced when the lists arrive
 * (NotificationLists.tsx). Should the chunk never come (offline), notifications are not shown.
 */
export const notificationLists = preloadedPart(() =>
  import(/* webpackChunkName: "notifications", webpackPreload: true */ './NotificationLists').then(
    (module) => module.NotificationLists,
  ),
);

/**
 * Renders both notification lists: `notification` centred near the top, `toastr` in the bottom corner.
 * Needs the store Provider, the theme and the I18nProvider above it.
 */
export function NotificationCenter(props: NotificationCenterProps) {
  notificationLists.usePreload();
  return (
    <ErrorBoundary name="notifications" fallback={null}>
      <notificationLists.Part {...props} />
    </ErrorBoundary>
  );
}
