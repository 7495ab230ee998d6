import { useEffect, useRef } from 'react';

/** Focus moves to a variant's heading when it shows, so keyboard and screen-reader users start from its top. */
export function useHeadingFocus() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
