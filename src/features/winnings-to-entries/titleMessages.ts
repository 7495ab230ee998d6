/**
 * Header titles of the winnings-to-entries area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.winningsToEntries': 'Winnings to entries',
} satisfies Record<string, string>;
