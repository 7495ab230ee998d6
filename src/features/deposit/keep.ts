/* How long the deposit's first-screen answers are kept and when they are refreshed; a module of its own so the
   manifest (in the shell) can read it without the calls' schemas. */

/**
 * How long the first screen's answers stay once no screen shows them: a re-open within minutes shows them at once
 * and refreshes them in the background (docs/architecture.md, "Opening fast"). A settled payment, `re-init-data`
 * and sign-out drop them sooner.
 */
export const FIRST_SCREEN_KEEP_S = 5 * 60;
/** A re-opened screen refreshes answers older than this (seconds) in the background, showing the kept ones meanwhile. */
export const FIRST_SCREEN_REFRESH_S = 30;
