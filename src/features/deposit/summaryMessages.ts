/**
 * Bundled English of the lines a deposit's summary and its result share (the coins and the bonus): registered by
 * both of their chunks (the payment step's and the success screen's, which can open without the payment step in the
 * page: a reload, a return from a provider's page). Same rules as en.ts.
 */
export const summaryMessages = {
  'deposit.summary.coins': 'Coins',
  'deposit.summary.bonus': 'Bonus',
} satisfies Record<string, string>;
