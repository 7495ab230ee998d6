import { checkIdentityMatch, type IdentityMatchBody, type IdentityMatchData } from '@contracts/api/fraud';
import { baseApi } from '@/shared/api/baseApi';

export { readGrantedDeviceGps } from './deviceGps';

/**
 * docs/product/cash-data.md#geo-check's background geo check. It runs 500 ms after entering the cash area, so the app loads this module
 * (its endpoint, its schemas, the device position) when the check starts, not with the first screen.
 */
export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkIdentityMatch: build.mutation<IdentityMatchData, IdentityMatchBody>({
      query: (body) => ({ call: checkIdentityMatch, body }),
    }),
  }),
});
