/**
 * The deposit calls of docs/product/calls.md#deposit. One file per step (contracts/api/deposit/) so the cashier's chunks carry only the
 * schemas of the calls they make: the first screen needs packages.ts (the offer's promoOffer.ts), the payment step methods.ts and payments.ts,
 * the result screens results.ts. This module re-exports them all: the public contract is unchanged.
 */
export * from './deposit/kinds';
export * from './deposit/packages';
export * from './deposit/promoOffer';
export * from './deposit/methods';
export * from './deposit/payments';
export * from './deposit/results';
