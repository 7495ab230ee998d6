import { preloadedPart } from '@/shared/ui/preloadedPart';

/*
 * The limit-reached popup (with Popup and its styles) shows only after a click on a package above today's limit,
 * so it is its own chunk, out of the first screen's download. The package list starts it when it mounts
 * (`usePreloadLimitPopup`, once the
 * packages are shown), so the popup still opens in the frame of the click.
 */
const limitPopup = preloadedPart(() =>
  import(/* webpackChunkName: "deposit-limit" */ './LimitReachedPopup').then((module) => module.LimitReachedPopup),
);

export const usePreloadLimitPopup = limitPopup.usePreload;
export const LazyLimitReachedPopup = limitPopup.Part;
