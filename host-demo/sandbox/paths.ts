/** Paths the sandbox answers (platform API, gift-card API, admin API); adapters leave the rest alone. */
export const SANDBOX_PATH_PREFIXES = [
  '/rest/',
  '/api/rest/',
  '/i18n/',
  '/paynup/',
  '/payments/',
  '/__sandbox/',
] as const;

export const isSandboxPath = (pathname: string): boolean =>
  SANDBOX_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** Static files the sandbox serves for its answers (the rewards' artwork), by name under this prefix. */
export const SANDBOX_ASSET_PREFIX = '/__sandbox/assets/';
