/**
 * Bundled English of the way back to the package list, which the package list's own screens (the offer, the payment
 * step) and the result screens all show: registered at the top level of BackToPackages.tsx and of each module that
 * renders the key itself, so every route that shows it gets it with its own chunk (a result screen opened cold: a
 * reload, a return from a provider's page). Same rules as en.ts.
 */
export const choosePackageMessages = {
  'deposit.package.choose': 'Choose a package',
} satisfies Record<string, string>;
