/** The cashier's console voice: one prefix, so a host can tell our lines from its own. */
export const logger = {
  error: (message: string, ...details: unknown[]) => console.error(`[cashier] ${message}`, ...details),
  warn: (message: string, ...details: unknown[]) => console.warn(`[cashier] ${message}`, ...details),
  info: (message: string, ...details: unknown[]) => console.info(`[cashier] ${message}`, ...details),
};

/**
 * Error codes that are expected outcomes, not faults: a signed-out or expired session (the host has been told
 * with `logout` and `open-auth-modal`) and a request the cashier canceled itself. They log at info, so a
 * host's "no console errors" check stays green on a signed-out visit.
 */
const EXPECTED_CODES = new Set(['unauthorized', 'aborted']);

/** Logs a failed call at `level`, or at info when its error is an expected outcome (README, "Logging"). */
export function logFailure(level: 'error' | 'warn', message: string, error: unknown): void {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && EXPECTED_CODES.has(code)) logger.info(message, error);
  else logger[level](message, error);
}
