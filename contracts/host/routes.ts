/**
 * The cash screens a host may open, as paths under the cashier's basename (`/cash` by default):
 * `navigate('/cash/history/')`, or a link to `/cash/history/` (a deep link). The deposit, failed, redeem,
 * verification and account screens take optional parameters after their path (docs/product/routes.md, "Route
 * parameters"). The cashier's route table has one route for each path here, and no other
 * (src/app/routeTable.test.ts).
 */
export type CashRoutePath =
  | 'deposit/'
  | 'deposit-by-money/'
  | 'deposit-by-money/offer/'
  | 'redeem/'
  | 'history/'
  | 'winnings-to-entries/'
  | 'account/'
  | 'verification/'
  | 'verification-status/'
  | 'play-responsible/'
  | 'success/'
  | 'redeem-success/'
  | 'failed/'
  | 'pending/'
  | 'thank-you/'
  | 'questionnaire/';
