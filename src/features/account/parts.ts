/**
 * The account's parts that have a page of their own under account/ (docs/product/account.md#account-routes): the
 * contact details form and the SSN form. account/ itself is the profile, with a tile for each part.
 */
export const ACCOUNT_PARTS = ['contact', 'ssn'] as const;

export type AccountPart = (typeof ACCOUNT_PARTS)[number];

export const isAccountPart = (value: string | undefined): value is AccountPart =>
  (ACCOUNT_PARTS as readonly (string | undefined)[]).includes(value);

/** The account page's path, and a part's (relative to the basename, as the route table writes paths). */
export const ACCOUNT_PATH = 'account/';
export const accountPartPath = (part: AccountPart): string => `${ACCOUNT_PATH}${part}`;
