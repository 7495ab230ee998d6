import type { InputMethod } from '@contracts/api/deposit';
import { createMethodRegistry } from '@/shared/payments/methodRegistry';
import { ApplePayMethod } from './ApplePay/ApplePayMethod';
import { CardMethod } from './Card/CardMethod';
import type { MethodFormProps } from './methodProps';
import { NeosurfMethod } from './Neosurf/NeosurfMethod';
import { PaypalMethod } from './Paypal/PaypalMethod';
import { TrustlyMethod } from './Trustly/TrustlyMethod';

/** The deposit's payment methods by kind (docs/architecture.md, "Add a payment or payout method"). */
export const depositMethods = createMethodRegistry<InputMethod['kind'], MethodFormProps>();
depositMethods.register('card', CardMethod);
depositMethods.register('trustly', TrustlyMethod);
depositMethods.register('paypal', PaypalMethod);
depositMethods.register('neosurf', NeosurfMethod);
depositMethods.register('applePay', ApplePayMethod);
