/**
 * Header titles of the history area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.history': 'Transaction history',
} satisfies Record<string, string>;
