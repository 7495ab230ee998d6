import { preloadedPart } from '@/shared/ui/preloadedPart';

/*
 * Switch mode (the code screen, the mailbox question) and the switch calls only run after the player chose a
 * strategy: one chunk, "suspended-switch", out of the first screen's download and started when the screen mounts.
 */
export const loadSwitchActions = () => import(/* webpackChunkName: "suspended-switch" */ './switchActions');

const switchMode = preloadedPart(() =>
  import(/* webpackChunkName: "suspended-switch" */ './SwitchMode').then((module) => module.SwitchMode),
);

export const usePreloadSwitchMode = switchMode.usePreload;
export const LazySwitchMode = switchMode.Part;
