import { preloadedPart } from '@/shared/ui/preloadedPart';
import type { CancelDialogProps } from './CancelDialog';

/**
 * The cancel dialog (its popup and the attempt's problem) in its own chunk: it opens only after the player presses
 * Cancel, so the history's first screen does not carry it (test/size/README.md). The screen starts it once the list
 * shows rows (`usePreloadCancelDialog`), so the dialog still opens in the frame of the press.
 */
const cancelDialog = preloadedPart<CancelDialogProps>(() =>
  import(/* webpackChunkName: "history-cancel" */ './CancelDialog').then((module) => module.CancelDialog),
);

export const usePreloadCancelDialog = cancelDialog.usePreload;
export const LazyCancelDialog = cancelDialog.Part;
