import { preloadedPart } from '@/shared/ui/preloadedPart';

/*
 * The redeem offers' cards sit under the method list, out of redeem/'s first view, and most players have none: their
 * own chunk, out of the first screen's download (test/size/README.md). The screen starts it once its offers call
 * answered with offers (`usePreloadOfferList`); the call itself starts with the screen.
 */
const offerList = preloadedPart(() =>
  import(/* webpackChunkName: "redeem-offers" */ './OfferList').then((module) => module.OfferList),
);

export const usePreloadOfferList = offerList.usePreload;
export const LazyOfferList = offerList.Part;
