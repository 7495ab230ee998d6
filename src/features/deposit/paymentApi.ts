import { getDepositMethods, getInputMethods, removeMethod } from '@contracts/api/deposit/methods';
import type {
  InputMethod as PaymentMethod,
  InputMethodsData as PaymentMethodsData,
  TrustlyProvider as SavedBankAccount,
} from '@contracts/api/deposit';
import {
  checkPaypal,
  createDeposit,
  initPaypal,
  payByCard,
  validateApplePayMerchant,
} from '@contracts/api/deposit/payments';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation, contractQuery } from '@/shared/api/contractEndpoint';

// The border: the API's input methods are the player's payment methods, its Trustly providers the player's saved
// bank accounts (docs/vocabulary.md).
export type { PaymentMethod, PaymentMethodsData, SavedBankAccount };

/**
 * The payment step's calls of docs/product/calls.md (and Apple Pay's merchant validation): the payment methods for a
 * package (`getPaymentMethods`), a method's details with its current limits (`getMethodDetails`), the payments; injected by the payment step's chunk
 * (the antifraud checks before a payment are the money kit's: shared/money/fraudApi.ts). Money-moving mutations never retry on their own: the
 * player decides.
 */
export const paymentApi = baseApi.enhanceEndpoints({ addTagTypes: ['Methods'] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: contractQuery(build, getInputMethods, { providesTags: ['Methods'] }),
    getMethodDetails: contractQuery(build, getDepositMethods),
    createDeposit: contractMutation(build, createDeposit),
    createApplePayMerchantSession: contractMutation(build, validateApplePayMerchant),
    createCardPayment: contractMutation(build, payByCard),
    createPaypalPayment: contractMutation(build, initPaypal),
    createPaypalCapture: contractMutation(build, checkPaypal),
    removePaymentMethod: contractMutation(build, removeMethod, {
      // Once the server confirms, every cached method list forgets that card or account, so going back to a
      // method (or to another package) never offers it again; a failed removal leaves the lists as they were.
      async onQueryStarted({ methodType, tokenId }, { dispatch, getState, queryFulfilled }) {
        const removed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!removed) return;
        for (const args of paymentApi.util.selectCachedArgsForQuery(getState(), 'getPaymentMethods')) {
          dispatch(
            paymentApi.util.updateQueryData('getPaymentMethods', args, (draft) => {
              if (methodType === 'card') draft.savedCards = draft.savedCards.filter((card) => card.id !== tokenId);
              else draft.trustlyProviders = draft.trustlyProviders.filter((provider) => provider.tokenId !== tokenId);
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useGetMethodDetailsQuery,
  useCreateDepositMutation,
  useCreateApplePayMerchantSessionMutation,
  useCreateCardPaymentMutation,
  useCreatePaypalPaymentMutation,
  useCreatePaypalCaptureMutation,
  useRemovePaymentMethodMutation,
} = paymentApi;
