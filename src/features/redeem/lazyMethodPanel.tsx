import { preloadedPart } from '@/shared/ui/preloadedPart';

/*
 * The chosen method's form (the payout forms, the redemption call) shows only after a click on
 * a method, so it is its own chunk, out of the redeem/ first screen's download (test/size/README.md). The method
 * list starts it once it shows the methods (`usePreloadMethodPanel`), so the form still opens in the frame of
 * the click.
 */
const methodPanel = preloadedPart(() =>
  import(/* webpackChunkName: "redeem-method" */ './MethodPanel').then((module) => module.MethodPanel),
);

export const usePreloadMethodPanel = methodPanel.usePreload;
export const LazyMethodPanel = methodPanel.Part;
