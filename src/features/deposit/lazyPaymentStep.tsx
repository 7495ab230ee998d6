import { lazyPart } from '@/shared/lazy/lazyPart';
import { Spinner } from '@/shared/ui/Spinner';
import type { MethodsForPackageProps, PaymentStepProps } from './PaymentStep';

/*
 * The payment step (methods, their forms, the card widget channel, Apple Pay, the antifraud checks) is its own
 * chunk: the package list, the deposit flow's first screen, does not wait for it. It loads when a package is
 * chosen (or a deep link names one), with a spinner meanwhile. A failed load throws to the route's error boundary,
 * whose Try again remounts the screen and asks for the chunk again (docs/architecture.md, "Lazy parts").
 */
const loadStep = () => import(/* webpackChunkName: "deposit-payment" */ './PaymentStep');

const paymentStep = lazyPart<PaymentStepProps>(() => loadStep().then((module) => module.PaymentStep), <Spinner />);
const methodsForPackage = lazyPart<MethodsForPackageProps>(
  () => loadStep().then((module) => module.MethodsForPackage),
  <Spinner />,
);

export const LazyPaymentStep = paymentStep.Part;
export const LazyMethodsForPackage = methodsForPackage.Part;
