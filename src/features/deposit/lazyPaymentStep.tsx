import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from '@/shared/ui/Spinner';
import type { MethodsForPresetProps, PaymentStepProps } from './PaymentStep';

/*
 * The payment step (methods, their forms, the card widget channel, Apple Pay, the antifraud checks) is its own
 * chunk: the package list, the deposit flow's first screen, does not wait for it. It loads when a package is
 * chosen (or a deep link names one). A failed load throws to the route's error boundary, whose Try again remounts
 * the screen; each mount makes a fresh lazy component, because React keeps a rejected one forever (webpack
 * itself fetches a failed chunk again on the next import).
 */
const loadStep = () => import(/* webpackChunkName: "deposit-payment" */ './PaymentStep');

/** A part of the payment-step chunk, shown with a spinner while the chunk loads (a fresh lazy per mount). */
function lazyPart<Props extends object>(pick: (module: Awaited<ReturnType<typeof loadStep>>) => ComponentType<Props>) {
  return function LazyPart(props: Props) {
    const [Part] = useState(() => lazy(() => loadStep().then((module) => ({ default: pick(module) }))));
    return (
      <Suspense fallback={<Spinner />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const LazyPaymentStep = lazyPart<PaymentStepProps>((module) => module.PaymentStep);
export const LazyMethodsForPreset = lazyPart<MethodsForPresetProps>((module) => module.MethodsForPreset);
