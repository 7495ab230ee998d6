/** The redeem area's routes, relative to the basename (useCashNavigate). */
export const REDEEM_PATH = 'redeem/';
/** A payout method's form: the method in the URL, so the header's Back returns to the list and a reload keeps it. */
export const redeemMethodPath = (methodId: string) => `${REDEEM_PATH}${encodeURIComponent(methodId)}`;
export const REDEEM_SUCCESS_PATH = 'redeem-success/';
