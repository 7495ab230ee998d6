import {
  checkDeposit,
  checkPaypal,
  createDeposit,
  getCards,
  getDepositMethods,
  getInputMethods,
  getLightCash,
  getPromoOfferConstructor,
  initPaypal,
  payByCard,
  removeMethod,
  requestTrustpilotInvitation,
  validateApplePayMerchant,
  type ApplePayMerchantSession,
  type ApplePayMerchantValidationBody,
  type CardPayBody,
  type CardsData,
  type CardsQuery,
  type DepositBody,
  type DepositCheckData,
  type DepositMethodsData,
  type DepositMethodsQuery,
  type DepositResultData,
  type InputMethodsData,
  type InputMethodsQuery,
  type LightCashData,
  type PaypalCheckBody,
  type PaypalInitBody,
  type PaypalInitData,
  type PromoOfferConstructorData,
  type RemoveMethodBody,
  type RemoveMethodData,
  type TrustpilotData,
} from '../../../contracts/api/deposit';
import {
  getAntifraudBaseMatch,
  initKountPayment,
  type IdentityMatchData,
  type KountInitBody,
  type KountInitData,
} from '../../../contracts/api/fraud';
import { submitSurveyAnswers, type SurveyAnswersBody } from '../../../contracts/api/survey';
import { baseApi } from '../../shared/api/baseApi';

/** The deposit calls of spec §7 (and Apple Pay's merchant validation), with the antifraud checks that run before a payment. Money-moving mutations never retry on their own: the player decides. */
export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<CardsData, CardsQuery>({
      query: (query) => ({ call: getCards, query }),
    }),
    getPromoOffer: build.query<PromoOfferConstructorData, void>({
      query: () => ({ call: getPromoOfferConstructor }),
    }),
    getLightCash: build.query<LightCashData, void>({
      query: () => ({ call: getLightCash }),
    }),
    getInputMethods: build.query<InputMethodsData, InputMethodsQuery>({
      query: (query) => ({ call: getInputMethods, query }),
      providesTags: ['Methods'],
    }),
    getDepositMethods: build.query<DepositMethodsData, DepositMethodsQuery>({
      query: (query) => ({ call: getDepositMethods, query }),
    }),
    createDeposit: build.mutation<DepositResultData, DepositBody>({
      query: (body) => ({ call: createDeposit, body }),
    }),
    createApplePayMerchantSession: build.mutation<ApplePayMerchantSession, ApplePayMerchantValidationBody>({
      query: (body) => ({ call: validateApplePayMerchant, body }),
    }),
    createCardPayment: build.mutation<DepositResultData, CardPayBody>({
      query: (body) => ({ call: payByCard, body }),
    }),
    createPaypalPayment: build.mutation<PaypalInitData, PaypalInitBody>({
      query: (body) => ({ call: initPaypal, body }),
    }),
    createPaypalCapture: build.mutation<DepositResultData, PaypalCheckBody>({
      query: (body) => ({ call: checkPaypal, body }),
    }),
    getDepositCheck: build.query<DepositCheckData, string>({
      query: (paymentId) => ({ call: checkDeposit, query: { paymentId } }),
      // Every check must reach the server: a cached answer would show a stale result.
      keepUnusedDataFor: 0,
    }),
    removePaymentMethod: build.mutation<RemoveMethodData, RemoveMethodBody>({
      query: (body) => ({ call: removeMethod, body }),
    }),
    createTrustpilotInvitation: build.mutation<TrustpilotData, string>({
      query: (paymentId) => ({ call: requestTrustpilotInvitation, body: { paymentId } }),
    }),
    getAntifraudBaseMatch: build.query<IdentityMatchData, void>({
      query: () => ({ call: getAntifraudBaseMatch }),
      // A verdict holds for the payment it was asked for: the next Pay press must ask the server again.
      keepUnusedDataFor: 0,
    }),
    createKountSession: build.mutation<KountInitData, KountInitBody>({
      query: (body) => ({ call: initKountPayment, body }),
    }),
    createSurveyAnswers: build.mutation<Record<string, never>, SurveyAnswersBody>({
      query: (body) => ({ call: submitSurveyAnswers, body }),
    }),
  }),
});

export const {
  useGetCardsQuery,
  useGetPromoOfferQuery,
  useGetLightCashQuery,
  useGetInputMethodsQuery,
  useGetDepositMethodsQuery,
  useCreateDepositMutation,
  useCreateApplePayMerchantSessionMutation,
  useCreateCardPaymentMutation,
  useCreatePaypalPaymentMutation,
  useCreatePaypalCaptureMutation,
  useGetDepositCheckQuery,
  useLazyGetDepositCheckQuery,
  useRemovePaymentMethodMutation,
  useCreateTrustpilotInvitationMutation,
  useCreateSurveyAnswersMutation,
  useLazyGetAntifraudBaseMatchQuery,
  useCreateKountSessionMutation,
} = depositApi;
