/**
 * Resolves true after `ms`, or false as soon as the party waited for goes away first. `listen(gone)` subscribes
 * `gone` to that event and returns the unsubscribe; the timer never outlives the wait (adapters of a 'delay' fault).
 */
export function waitUnless(ms: number, listen: (gone: () => void) => () => void): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(true);
    }, ms);
    const unsubscribe = listen(() => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}
