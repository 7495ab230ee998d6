import { getMessages, getTranslations, type MessagesData } from '@contracts/api/i18n';
import { baseApi } from '@/shared/api/baseApi';

/** Server strings rarely change while the cashier is open; a language switch back and forth reuses them. */
const KEEP_MESSAGES_S = 60 * 60;

export const i18nApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** GET /i18n/messages/cash/:lang/ — server messages of one language. */
    getMessages: builder.query<MessagesData, { lang: string }>({
      query: ({ lang }) => ({ call: getMessages, params: { lang } }),
      keepUnusedDataFor: KEEP_MESSAGES_S,
    }),
    /** GET /api/rest/translations/cash/:lang — server translations of one language (over the messages). */
    getTranslations: builder.query<MessagesData, { lang: string }>({
      query: ({ lang }) => ({ call: getTranslations, params: { lang } }),
      keepUnusedDataFor: KEEP_MESSAGES_S,
    }),
  }),
});

export const { useGetMessagesQuery, useGetTranslationsQuery } = i18nApi;
