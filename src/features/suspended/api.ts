import {
  checkSwitchCode,
  sendSwitchCode,
  type CheckSwitchCodeBody,
  type CheckSwitchCodeData,
  type SendSwitchCodeBody,
  type SendSwitchCodeData,
} from '@contracts/api/switchAccount';
import { baseApi } from '@/shared/api/baseApi';

/** The switch-account calls (docs/product/calls.md#suspended-account): e-mail a code, confirm it. */
export const switchAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSwitchCode: build.mutation<SendSwitchCodeData, SendSwitchCodeBody>({
      query: (body) => ({ call: sendSwitchCode, body }),
    }),
    checkSwitchCode: build.mutation<CheckSwitchCodeData, CheckSwitchCodeBody>({
      query: (body) => ({ call: checkSwitchCode, body }),
    }),
  }),
});
