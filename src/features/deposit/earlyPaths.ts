/**
 * The deposit's first screens' GETs, started on entering before the chunk's contracts are in (no schema in the shell,
 * none in remoteEntry.js: src/runtime/firstScreenGets.ts starts them too). index.test.ts checks them against the
 * contracts.
 */
export const EARLY_PATHS = {
  packages: '/rest/cash/cards/',
  quickDeposit: '/rest/cash/input/light-cash/',
  offer: '/rest/cash/input/promo-offer/constructor/',
} as const;
