/**
 * Header titles of the redeem area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.redeem': 'Redeem winnings',
  'cash.route.redeemSuccess': 'Redemption successful',
} satisfies Record<string, string>;
