/**
 * Header titles of the redeem area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.redeem': 'Redeem winnings',
  'cash.route.redeemSuccess': 'Redemption successful',
  // redeem-success/ with no redemption to show (a reload, an old link) says so in its header too.
  'cash.title.noRedemption': 'No redemption to show',
} satisfies Record<string, string>;
