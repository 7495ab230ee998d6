import type { ComponentType } from 'react';
import type { PaymentMethodKind } from '@contracts/api/deposit';
import { ApplePayMethod } from './ApplePay/ApplePayMethod';
import { CardMethod } from './Card/CardMethod';
import type { MethodFormProps } from './methodProps';
import { NeosurfMethod } from './Neosurf/NeosurfMethod';
import { PaypalMethod } from './Paypal/PaypalMethod';
import { TrustlyMethod } from './Trustly/TrustlyMethod';

/**
 * The deposit's payment methods by kind (docs/architecture.md, "Add a payment or redemption method"): a kind of the
 * contract without a form here does not compile.
 */
export const depositMethods = {
  card: CardMethod,
  trustly: TrustlyMethod,
  paypal: PaypalMethod,
  neosurf: NeosurfMethod,
  applePay: ApplePayMethod,
} satisfies Record<PaymentMethodKind, ComponentType<MethodFormProps>>;
