import type { RedeemMethod } from '@/features/redeem/api';

/** What the redeem panel hands every payout method's form (the forms are looked up in registry.ts). */
export interface RedeemMethodProps {
  method: RedeemMethod;
  currency: string;
  /** The winnings that may be redeemed now. */
  redeemable: number;
  /** The antifraud base refused the redemption (the panel shows why). */
  onRestricted: () => void;
}
