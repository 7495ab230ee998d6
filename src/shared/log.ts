/** The cashier's console voice: one prefix, so a host can tell our lines from its own. */
export const logger = {
  error: (message: string, ...details: unknown[]) => console.error(`[cashier] ${message}`, ...details),
  warn: (message: string, ...details: unknown[]) => console.warn(`[cashier] ${message}`, ...details),
  info: (message: string, ...details: unknown[]) => console.info(`[cashier] ${message}`, ...details),
};
