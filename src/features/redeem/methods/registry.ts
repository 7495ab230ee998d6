import type { ComponentType } from 'react';
import type { OutputMethodKind } from '@contracts/api/redeem';
import type { RedeemMethodProps } from './methodProps';
import { GiftCardMethod } from './GiftCardMethod';
import { PaypalMethod } from './PaypalMethod';
import { ProviderMethod } from './ProviderMethod';

/**
 * The redeem area's methods by kind (docs/architecture.md, "Add a payment or payout method"): a kind of the
 * contract without a form here does not compile. A new kind with no form of its own maps to `GenericMethod` (the
 * requisite fields the server describes, by the output calls).
 */
export const redeemMethods = {
  card: ProviderMethod,
  ach: ProviderMethod,
  trustly: ProviderMethod,
  'apt-pay': ProviderMethod,
  'ach-apt-pay': ProviderMethod,
  paypal: PaypalMethod,
  'amazon-gift-card': GiftCardMethod,
} satisfies Record<OutputMethodKind, ComponentType<RedeemMethodProps>>;
