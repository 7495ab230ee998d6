import { useCallback, useEffect, useRef, useState } from 'react';
import type { SandboxApi } from './sandboxApi';
import type { SessionInfo } from './sandboxViews';

export type SessionState =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'signed-in'; session: SessionInfo }
  | { status: 'error'; message: string };

/** The sandbox session shown in the header; `refresh` re-reads it (after login, balance changes, …). */
export function useSandboxSession(api: SandboxApi): { state: SessionState; refresh: () => Promise<void> } {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  // Overlapping refreshes (e.g. balance-changed right after leave-cash) must not land out of order.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const session = await api.getSession();
      if (ticket !== latest.current) return;
      setState(session ? { status: 'signed-in', session } : { status: 'guest' });
    } catch (error) {
      if (ticket !== latest.current) return;
      console.warn('[host-demo] could not read the sandbox session', error);
      setState({ status: 'error', message: 'Player data is unavailable' });
    }
  }, [api]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { state, refresh };
}
