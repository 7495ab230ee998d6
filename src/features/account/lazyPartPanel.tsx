import { useT } from '@/shared/i18n/useT';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { preloadedPart } from '@/shared/ui/preloadedPart';
import type { PartPanelProps } from './PartPanel';

function PartLoading() {
  const t = useT();
  return <ScreenSkeleton part shape="form" label={t('account.loading')} />;
}

/**
 * The account's forms in their own chunk (PartPanel.tsx): the profile starts it once it shows (`usePreloadPartPanel`),
 * so a chosen part opens in the frame of the click; a deep link to account/<part> shows a form skeleton until it
 * arrives. If the chunk never comes (offline), the part reports it to the route's error boundary, whose Try again
 * asks again.
 */
const partPanel = preloadedPart<PartPanelProps>(
  () => import(/* webpackChunkName: "account-part" */ './PartPanel').then((module) => module.PartPanel),
  <PartLoading />,
);

export const LazyPartPanel = partPanel.Part;
export const usePreloadPartPanel = partPanel.usePreload;
