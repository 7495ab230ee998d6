import * as v from 'valibot';
import { getCall } from './factories';

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

/** GET /i18n/messages/cash/:lang/ — the cash area's messages in one language. */
export const getMessages = getCall(
  'i18n.getMessages',
  '/i18n/messages/cash/:lang/',
  MessagesData,
  'Cash-area messages of one language as flat dotted key → text.',
  { params: LangParams },
);

/** GET /api/rest/translations/cash/:lang — the cash area's translations (overrides of the messages) in one language. */
export const getTranslations = getCall(
  'i18n.getTranslations',
  '/api/rest/translations/cash/:lang',
  MessagesData,
  'Cash-area translations of one language as flat dotted key → text, merged over the messages.',
  { params: LangParams },
);
