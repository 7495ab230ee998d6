import { getMessages, getTranslations } from '../../../contracts/api/i18n';
import type { SandboxArea } from '../area';
import messageKeys from '../generated/message-keys.json';
import { i18nHandlers } from './routes';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * In XSS mode the server "sends" every key the cashier bundles (generated/message-keys.json, made from src/ by
 * `npm run messages:keys`), so every label becomes a payload; the answer's own strings win over the filler.
 */
function withEveryKey(body: unknown): unknown {
  if (!isRecord(body) || !isRecord(body.data)) return body;
  const every = Object.fromEntries(messageKeys.keys.map((key) => [key, key]));
  return { ...body, data: { ...every, ...body.data } };
}

/** Server messages and translations per language. */
export const i18nArea: SandboxArea = {
  name: 'i18n',
  handlers: i18nHandlers,
  shownText: { [getMessages.id]: ['data.*'], [getTranslations.id]: ['data.*'] },
  xssExpand: { [getMessages.id]: withEveryKey, [getTranslations.id]: withEveryKey },
};
