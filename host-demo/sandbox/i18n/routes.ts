import { getMessages, getTranslations } from '../../../contracts/api/i18n';
import { SERVER_MESSAGES, SERVER_TRANSLATIONS } from './serverMessages';
import { fail, handlerFor } from '../handler';

function messagesOf(table: typeof SERVER_MESSAGES, lang: string) {
  const messages = Object.hasOwn(table, lang) ? table[lang] : undefined;
  return messages ? { ...messages } : fail(404, `no messages for language "${lang}"`);
}

export const i18nHandlers = [
  handlerFor(getMessages).public(({ params }) => messagesOf(SERVER_MESSAGES, params.lang)),
  handlerFor(getTranslations).public(({ params }) => messagesOf(SERVER_TRANSLATIONS, params.lang)),
];
