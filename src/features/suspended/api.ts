import { checkSwitchCode, sendSwitchCode } from '@contracts/api/switchAccount';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation } from '@/shared/api/contractEndpoint';

/** The switch-account calls (docs/product/calls.md#suspended-account): e-mail a code, confirm it. */
export const switchAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSwitchCode: contractMutation(build, sendSwitchCode),
    checkSwitchCode: contractMutation(build, checkSwitchCode),
  }),
});
