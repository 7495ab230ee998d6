import type { ComponentType } from 'react';
import type { RedeemMethodKind } from '@/features/redeem/api';
import type { RedeemMethodProps } from './methodProps';
import { GiftCardMethod } from './GiftCardMethod';
import { PaypalMethod } from './PaypalMethod';
import { DestinationMethod } from './DestinationMethod';

/**
 * The redeem area's methods by kind (docs/architecture.md, "Add a payment or redemption method"): a kind of the
 * contract without a form here does not compile. A new kind with no form of its own maps to `GenericMethod` (the
 * detail fields the server describes, by `redeemByMethod` or `redeemWithDetails`).
 */
export const redeemMethods = {
  card: DestinationMethod,
  ach: DestinationMethod,
  trustly: DestinationMethod,
  'apt-pay': DestinationMethod,
  'ach-apt-pay': DestinationMethod,
  paypal: PaypalMethod,
  'amazon-gift-card': GiftCardMethod,
} satisfies Record<RedeemMethodKind, ComponentType<RedeemMethodProps>>;
