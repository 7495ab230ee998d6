import { en, type Messages } from './en';

/*
 * The bundled English: the app's own (en.ts, what the shell and every flow's first screen need) plus the messages a
 * feature chunk registers when it loads, so a later step's strings download with that step. It is the lowest layer
 * of every dictionary: server messages and translations always win over it (useServerMessages, createTranslator).
 */
let bundled: Messages = en;
const registered = new Set<Messages>();
const listeners = new Set<() => void>();

/**
 * Adds a feature's bundled English (call it at the top level of the module that renders those keys, so they are
 * there before its first render). Registering the same object again does nothing; a key of en.ts is never replaced.
 * Subscribers (the I18nProvider) re-render with the new dictionary.
 */
export function registerMessages(messages: Messages): void {
  if (registered.has(messages)) return;
  registered.add(messages);
  bundled = { ...messages, ...bundled };
  for (const listener of listeners) listener();
}

/** The bundled English as registered so far (a new object after every registration). */
export function bundledMessages(): Messages {
  return bundled;
}

export function subscribeBundledMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
