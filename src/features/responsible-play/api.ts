import { specifyDailyLimit } from '@contracts/api/dailyLimit';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation } from '@/shared/api/contractEndpoint';

/** Setting the daily deposit limit (docs/product/responsible-play.md#setting-the-limit). */
export const responsiblePlayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Every screen sees the new figures: the deposit list's limit comes from app cash.
    specifyDailyLimit: contractMutation(build, specifyDailyLimit, {
      invalidatesTags: (_result, error) => (error ? [] : ['CashData']),
    }),
  }),
});

export const { useSpecifyDailyLimitMutation } = responsiblePlayApi;
