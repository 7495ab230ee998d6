import { logger } from '@/shared/log';
import { bundledMessages } from './bundledMessages';
import { en, type MessageKey, type Messages } from './en';

/** Values for `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number>>;

/** Looks a key up and fills its placeholders. Bundled keys autocomplete; any string is accepted. */
export type Translate = (key: MessageKey | (string & Record<never, never>), vars?: MessageVars) => string;

/** `Hello {name}` + `{ name: 'Ann' }` → `Hello Ann`; a placeholder without a value stays as written. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : placeholder,
  );
}

/**
 * Layers dictionaries, later ones winning. Empty or non-string values are skipped so a blank server
 * string cannot hide the bundled text.
 */
export function mergeMessages(...layers: readonly (Messages | undefined)[]): Messages {
  const merged: Record<string, string> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (typeof value === 'string' && value !== '') merged[key] = value;
    }
  }
  return merged;
}

/** Keys a render looked up and found nowhere: only bundled English that brings one of them re-renders a provider. */
const missedKeys = new Set<string>();

/**
 * Whether `latest` has a key some render missed that `previous` lacked: a provider whose dictionary was `previous`
 * has shown it raw and renders again. A registration that brings none needs no re-render, since every translator
 * reads late keys live (below).
 */
export function resolvesMissedKeys(latest: Messages, previous: Messages): boolean {
  for (const key of missedKeys) if (Object.hasOwn(latest, key) && !Object.hasOwn(previous, key)) return true;
  return false;
}

/**
 * A translator over a dictionary. A key the dictionary lacks is looked up in `fallback()` at call time (the bundled
 * English registered so far: a feature chunk that just loaded is readable before the provider re-renders, and it
 * stays under every server string, which `messages` already holds). A key found nowhere returns the key itself
 * (a visible, greppable bug rather than an empty hole) and is reported once through `onMissing`.
 */
export function createTranslator(
  messages: Messages,
  onMissing: (key: string) => void,
  fallback: () => Messages = bundledMessages,
): Translate {
  const lookup = (dictionary: Messages, key: string) => (Object.hasOwn(dictionary, key) ? dictionary[key] : undefined);
  return (key, vars) => {
    // hasOwn, not `in`/index alone: keys like `constructor` must not resolve to Object.prototype members.
    const template = lookup(messages, key) ?? lookup(fallback(), key);
    if (template === undefined) {
      missedKeys.add(key);
      onMissing(key);
      return key;
    }
    return interpolate(template, vars);
  };
}

const reportedMissing = new Set<string>();

/** Development aid: logs each unknown key once per page, and stays silent in production builds. */
export function reportMissingKey(key: string, log: (message: string) => void): void {
  if (process.env.NODE_ENV === 'production' || reportedMissing.has(key)) return;
  reportedMissing.add(key);
  log(`i18n: no message for key "${key}"`);
}

/** `reportMissingKey` through the cashier's logger: what the providers hand `createTranslator`. */
export function logMissingKey(key: string): void {
  reportMissingKey(key, logger.warn);
}

/** The app's own bundled English (en.ts); features add theirs with registerMessages (bundledMessages.ts). */
export const bundledEnglishMessages: Messages = en;
