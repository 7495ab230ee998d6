import { useState } from 'react';
import { preloadedPart } from '@/shared/ui/preloadedPart';

/*
 * The limit-reached popup (with Popup and its styles) shows only after a click on a package above today's limit,
 * so it is its own chunk, out of the first screen's download. The package list starts it when it mounts
 * (`useLimitPopup`, once the
 * packages are shown), so the popup still opens in the frame of the click.
 */
const limitPopup = preloadedPart(() =>
  import(/* webpackChunkName: "deposit-limit" */ './LimitReachedPopup').then((module) => module.LimitReachedPopup),
);

const LazyLimitReachedPopup = limitPopup.Part;

/**
 * A package screen's limit popup: `onLimitReached` takes the package a click found above today's limit, `popup`
 * renders its popup once the remaining limit is known; the popup's chunk is preloaded once `preload` holds.
 */
export function useLimitPopup(preload: boolean) {
  const [overLimit, setOverLimit] = useState<{ price: number } | null>(null);
  limitPopup.usePreload(preload);
  const popup = (available: number | null, currency: string) =>
    overLimit && available !== null ? (
      <LazyLimitReachedPopup
        price={overLimit.price}
        available={available}
        currency={currency}
        onClose={() => setOverLimit(null)}
      />
    ) : null;
  return { onLimitReached: setOverLimit, popup };
}
