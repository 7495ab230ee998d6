import * as v from 'valibot';
import { calls, get } from './factories';

/** A flat dotted message key, e.g. `deposit.amount.invalid`. */
export const MessageKey = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'message keys are flat and dotted, e.g. deposit.amount.invalid'),
);
export type MessageKey = v.InferOutput<typeof MessageKey>;

/** Messages of one language: flat dotted key → text (plain text with `{name}` placeholders, never HTML). */
export const MessagesData = v.record(MessageKey, v.string());
export type MessagesData = v.InferOutput<typeof MessagesData>;

/** Path parameters of the message calls: the 2-letter lowercase language (the locale's first 2 characters). */
export const LangParams = v.object({
  lang: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'lang must be 2 lowercase letters')),
});
export type LangParams = v.InferOutput<typeof LangParams>;

export const { getMessages, getTranslations } = calls('i18n', {
  /** GET /i18n/messages/cash/:lang/ — the cash area's messages in one language. */
  getMessages: get('/i18n/messages/cash/:lang/', MessagesData, { params: LangParams }),
  /** GET /api/rest/translations/cash/:lang — the cash area's translations (overrides of the messages) in one language. */
  getTranslations: get('/api/rest/translations/cash/:lang', MessagesData, { params: LangParams }),
});
