/** The redeem area's routes, relative to the basename (useCashNavigate). */
export const REDEEM_PATH = 'redeem/';
export const REDEEM_SUCCESS_PATH = 'redeem-success/';
