/**
 * On-dismiss callbacks by notification id. Functions are not serialisable, so they stay out of the
 * Redux store; ids come from nanoid, so one page-wide map serves every mounted cashier.
 */
const callbacks = new Map<string, () => void>();

export function registerOnDismiss(id: string, callback: () => void): void {
  callbacks.set(id, callback);
}

/** Removes and returns the callback: whoever takes it calls it, so it runs at most once. */
export function takeOnDismiss(id: string): (() => void) | undefined {
  const callback = callbacks.get(id);
  callbacks.delete(id);
  return callback;
}

/** How many callbacks are waiting (leak checks in tests). */
export function pendingOnDismissCount(): number {
  return callbacks.size;
}
