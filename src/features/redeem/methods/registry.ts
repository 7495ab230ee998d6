import type { OutputMethodKind } from '@contracts/api/redeem';
import { createMethodRegistry } from '@/shared/payments/methodRegistry';
import type { RedeemMethodProps } from './methodProps';
import { GiftCardMethod } from './GiftCardMethod';
import { PaypalMethod } from './PaypalMethod';
import { ProviderMethod } from './ProviderMethod';

/**
 * The redeem area's payout methods by kind (docs/architecture.md, "Add a payment or payout method"). A kind with
 * no form of its own (the gift card) redeems through GenericMethod, by the output calls.
 */
export const payoutMethods = createMethodRegistry<OutputMethodKind, RedeemMethodProps>();
payoutMethods.register('card', ProviderMethod);
payoutMethods.register('ach', ProviderMethod);
payoutMethods.register('trustly', ProviderMethod);
payoutMethods.register('apt-pay', ProviderMethod);
payoutMethods.register('ach-apt-pay', ProviderMethod);
payoutMethods.register('paypal', PaypalMethod);
payoutMethods.register('amazon-gift-card', GiftCardMethod);
