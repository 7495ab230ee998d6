/**
 * Header titles of the account area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.account': 'Account',
} satisfies Record<string, string>;
