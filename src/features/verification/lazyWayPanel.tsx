import { useT } from '@/shared/i18n/useT';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { preloadedPart } from '@/shared/ui/preloadedPart';
import type { WayPanelProps } from './WayPanel';

function WayLoading() {
  const t = useT();
  return <ScreenSkeleton part shape="form" label={t('verification.loading')} />;
}

/**
 * The ways' forms in their own chunk (WayPanel.tsx): the list of ways starts it once it shows
 * (`usePreloadWayPanel`), so a chosen way opens in the frame of the click; a deep link to verification/<way> shows a
 * form skeleton until it arrives. If the chunk never comes (offline), the part reports it to the route's error
 * boundary, whose Try again asks again.
 */
const wayPanel = preloadedPart<WayPanelProps>(
  () => import(/* webpackChunkName: "verification-way" */ './WayPanel').then((module) => module.WayPanel),
  <WayLoading />,
);

export const LazyWayPanel = wayPanel.Part;
export const usePreloadWayPanel = wayPanel.usePreload;
