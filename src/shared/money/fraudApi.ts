import * as fraud from '@contracts/api/fraud';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation, contractQuery } from '@/shared/api/contractEndpoint';

/**
 * The antifraud calls that run before every payment (usePaymentChecks), whichever area pays or pays out.
 * Injected by the first module that runs the checks, so a screen without a Pay button never downloads them.
 */
export const fraudApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A verdict holds for the payment it was asked for: the next Pay press must ask the server again.
    getAntifraudBaseMatch: contractQuery(build, fraud.getAntifraudBaseMatch, { keepUnusedDataFor: 0 }),
    createKountSession: contractMutation(build, fraud.initKountPayment),
  }),
});

export const { useLazyGetAntifraudBaseMatchQuery, useCreateKountSessionMutation } = fraudApi;
