import * as fraud from '@contracts/api/fraud';
import { baseApi } from '@/shared/api/baseApi';

/**
 * The antifraud calls that run before every payment (usePaymentChecks), whichever area pays or pays out.
 * Injected by the first module that runs the checks, so a screen without a Pay button never downloads them.
 */
export const fraudApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAntifraudBaseMatch: build.query<fraud.IdentityMatchData, void>({
      query: () => ({ call: fraud.getAntifraudBaseMatch }),
      // A verdict holds for the payment it was asked for: the next Pay press must ask the server again.
      keepUnusedDataFor: 0,
    }),
    createKountSession: build.mutation<fraud.KountInitData, fraud.KountInitBody>({
      query: (body) => ({ call: fraud.initKountPayment, body }),
    }),
  }),
});

export const { useLazyGetAntifraudBaseMatchQuery, useCreateKountSessionMutation } = fraudApi;
