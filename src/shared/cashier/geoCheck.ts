import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { checkIdentityMatch } from '@contracts/api/fraud';
import { baseApi } from '@/shared/api/baseApi';
import { logger } from '@/shared/log';
import { readGrantedDeviceGps } from './deviceGps';
import { contractMutation } from '@/shared/api/contractEndpoint';

/**
 * docs/product/cash-data.md#geo-check's background geo check. It runs 500 ms after entering the cash area, so the app loads this module
 * (its endpoint, its schemas, the device position) when the check starts, not with the first screen.
 */
export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkIdentityMatch: contractMutation(build, checkIdentityMatch),
  }),
});

/**
 * Runs the check of one entry (useCashierLifecycle starts it): the device position if already granted, then the call;
 * its verdict is not kept (nothing on screen depends on it, docs/product/cash-data.md#geo-check). `isActive` turns
 * false when the player leaves (before the returned abort, which cancels the call if it has gone out).
 */
export function runGeoCheck(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  isActive: () => boolean,
): { abort(): void } {
  let request: { abort(): void } | undefined;
  void (async () => {
    const deviceGps = await readGrantedDeviceGps();
    if (!isActive()) return;
    const call = dispatch(
      geoApi.endpoints.checkIdentityMatch.initiate({ action: 'cash-open', ...(deviceGps ? { deviceGps } : {}) }),
    );
    request = call;
    const result = await call;
    if (!isActive()) return;
    if (!('data' in result && result.data)) logger.warn('geo check failed', result.error);
  })();
  return { abort: () => request?.abort() };
}
