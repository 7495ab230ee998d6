/**
 * The calls the platform answers without a session: the cash area's messages and translations. Their success
 * says nothing about the player's session (a signed-out page loads them too); every other call needs one.
 */
export const SESSIONLESS_PATH_PREFIXES = ['/i18n/', '/api/rest/translations/'] as const;

export const isSessionlessPath = (path: string): boolean => SESSIONLESS_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
