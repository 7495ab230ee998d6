import type { ComponentType } from 'react';

/**
 * For tests of lazy parts (lazyPart.test.tsx, preloadedPart.test.tsx): a loader of `component` that the test settles
 * by hand, one call at a time, with the calls counted.
 */
export function manualLoader<Props extends object>(component: ComponentType<Props>) {
  const calls: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const load = () =>
    new Promise<ComponentType<Props>>((resolve, reject) => {
      calls.push({ resolve: () => resolve(component), reject });
    });
  return { load, calls };
}
