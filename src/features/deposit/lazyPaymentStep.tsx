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

function useLazyPart<Props extends object>(pick: (module: Awaited<ReturnType<typeof loadStep>>) => ComponentType<Props>) {
  const [Part] = useState(() => lazy(() => loadStep().then((module) => ({ default: pick(module) }))));
  return Part;
}

export function LazyPaymentStep(props: PaymentStepProps) {
  const Part = useLazyPart((module) => module.PaymentStep);
  return (
    <Suspense fallback={<Spinner />}>
      <Part {...props} />
    </Suspense>
  );
}

export function LazyMethodsForPreset(props: MethodsForPresetProps) {
  const Part = useLazyPart((module) => module.MethodsForPreset);
  return (
    <Suspense fallback={<Spinner />}>
      <Part {...props} />
    </Suspense>
  );
}
