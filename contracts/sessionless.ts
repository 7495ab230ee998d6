/**
 * The calls the platform answers without a session: the cash area's messages (`/i18n/`) and translations
 * (`/api/rest/translations/`). Their success says nothing about the player's session (a signed-out page loads
 * them too); every other call needs one.
 */
export const isSessionlessPath = (path: string): boolean => /^\/(i18n|api\/rest\/translations)\//.test(path);
