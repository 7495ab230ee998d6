type Level = 'error' | 'warn' | 'info';
const say =
  (level: Level) =>
  (message: string, ...details: unknown[]): void =>
    console[level](`[cashier] ${message}`, ...details);

/** The cashier's console voice: one prefix, so a host can tell our lines from its own. */
export const logger = { error: say('error'), warn: say('warn'), info: say('info') };
