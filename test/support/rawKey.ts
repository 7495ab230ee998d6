/**
 * Something like `cash.title.selectPackage` on screen: an i18n key shown raw instead of its words. One pattern for
 * every check that reads the screen (the fault matrix, the cold-routes test); global, for `String.match`.
 */
export const RAW_KEY = /\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+){2,}\b/g;
