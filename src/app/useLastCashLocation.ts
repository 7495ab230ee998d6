import { useState } from 'react';
import type { Location } from 'react-router-dom';

/**
 * The location the cash area shows: the current one inside it, else the last one seen inside it, so the overlay
 * keeps showing the last cash screen while it fades out rather than an empty panel. The same object until the player
 * moves inside the cash area (the route list is memoized on it).
 */
export function useLastCashLocation(isCash: boolean, location: Location): Location {
  const [last, setLast] = useState(location);
  // Remembered as state adjusted during render (no ref written while rendering): this render already uses `location`.
  if (isCash && last !== location) setLast(location);
  return isCash ? location : last;
}
