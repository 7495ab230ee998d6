import { preloadedPart } from './preloadedPart';
import type { PopupProps } from './Popup';

/**
 * The kit's popup in its own chunk, for a screen whose popups open only after a press (a confirmation, a thank-you):
 * its first screen does not carry the popup's frame, focus handling and styles (test/size/README.md). The screen
 * starts it once it shows what the player can act on (`usePreloadPopup`), so the popup opens in the frame of the
 * press. A screen whose popup can show at open imports `Popup` itself.
 */
const popup = preloadedPart<PopupProps>(() =>
  import(/* webpackChunkName: "popup" */ './Popup').then((module) => module.Popup),
);

export const usePreloadPopup = popup.usePreload;
export const LazyPopup = popup.Part;
