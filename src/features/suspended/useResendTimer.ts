import { useCallback, useEffect, useState } from 'react';

/** docs/product/suspended.md#resend-timer: a new code may be asked for 60 s after the last one was sent. */
export const RESEND_SECONDS = 60;

/** Seconds left before a new code may be sent (0 = may send), ticking once per second; `start` restarts it. */
export function useResendTimer(): { seconds: number; start: () => void } {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(id);
  }, [running]);
  const start = useCallback(() => setSeconds(RESEND_SECONDS), []);
  return { seconds, start };
}
