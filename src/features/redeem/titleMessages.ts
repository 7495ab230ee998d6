/**
 * Header titles of the redeem area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.redeem': 'Redeem winnings',
  // The receipt's heading says the state ("Redemption requested"); the header names the screen, never "successful"
  // over a pending one, and does not repeat the heading.
  'cash.route.redeemSuccess': 'Redemption receipt',
  // redeem-success/ with no redemption to show (a reload, an old link) says so in its header too.
  'cash.title.noRedemption': 'No redemption to show',
} satisfies Record<string, string>;
