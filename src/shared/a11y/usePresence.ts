import { useEffect, useState } from 'react';

export type Presence = 'open' | 'closing' | 'closed';

/** Keeps a closing element mounted for its fade-out; `durationMs` 0 (reduced motion) closes at once. */
export function usePresence(isOpen: boolean, durationMs: number): Presence {
  const [presence, setPresence] = useState<Presence>(isOpen ? 'open' : 'closed');
  useEffect(() => {
    if (isOpen) {
      setPresence('open');
      return;
    }
    if (durationMs <= 0) {
      setPresence('closed');
      return;
    }
    setPresence((current) => (current === 'closed' ? 'closed' : 'closing'));
    const timer = setTimeout(() => setPresence('closed'), durationMs);
    return () => clearTimeout(timer);
  }, [isOpen, durationMs]);
  return isOpen ? 'open' : presence;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
