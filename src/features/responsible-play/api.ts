import type { ResponsiblePlayFigures } from '@contracts/api/app';
import { specifyDailyLimit, type DailyLimitBody } from '@contracts/api/player';
import { baseApi } from '@/shared/api/baseApi';

/** Setting the daily deposit limit (docs/product/responsible-play.md#setting-the-limit). */
export const responsiblePlayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    specifyDailyLimit: build.mutation<ResponsiblePlayFigures, DailyLimitBody>({
      query: (body) => ({ call: specifyDailyLimit, body }),
      // Every screen sees the new figures: the deposit list's limit comes from app cash.
      invalidatesTags: (_result, error) => (error ? [] : ['AppCash']),
    }),
  }),
});

export const { useSpecifyDailyLimitMutation } = responsiblePlayApi;
