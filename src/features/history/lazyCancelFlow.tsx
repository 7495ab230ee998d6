import { preloadedPart } from '@/shared/ui/preloadedPart';
import type { CancelFlowProps } from './CancelFlow';

/**
 * The cancel (its dialog, its call through the intent kit and the re-read after a lost answer) in its own chunk: it
 * runs only after the player presses Cancel, so the history's first screen does not carry it (test/size/README.md).
 * The screen starts it once the list shows rows (`usePreloadCancelFlow`), so the dialog still opens in the frame of
 * the press.
 */
const cancelFlow = preloadedPart<CancelFlowProps>(() =>
  import(/* webpackChunkName: "history-cancel" */ './CancelFlow').then((module) => module.CancelFlow),
);

export const usePreloadCancelFlow = cancelFlow.usePreload;
export const LazyCancelFlow = cancelFlow.Part;
