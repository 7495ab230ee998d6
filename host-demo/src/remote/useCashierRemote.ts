import { useCallback, useEffect, useRef, useState } from 'react';
import type { CashierEventBus } from '../../../contracts/host/events';
import { setCashierState, type CashierState } from './cashierState';
import { loadCashierRemote } from './loadCashierRemote';
import type { CashierModules } from './remoteModules';

export type CashierRemote =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; modules: CashierModules }
  | {
      status: 'failed';
      attempt: number;
      error: unknown;
      /**
       * Render crashes in a row, counting the one that put us here. From the second on, a Retry in place
       * cannot help: the page keeps the module that threw (the remote's chunks stay registered with webpack's
       * chunk-loading global, so even a fresh remoteEntry reinstalls them without fetching). Only a page load
       * brings a fresh copy.
       */
      renderCrashes: number;
    };

export interface UseCashierRemote {
  remote: CashierRemote;
  /**
   * The bus from the last successful load. It outlives a later failure so the event log and the shell's
   * listeners stay subscribed (the bus is one per page, so a reload hands back the same object).
   */
  events: CashierEventBus | null;
  /** Loads the remote again from scratch (new registration, new manifest request). */
  retry: () => void;
  /** The remote threw while rendering: show the fallback until the player retries. */
  reportRenderError: (error: unknown) => void;
}

type Loader = (manifestUrl: string, attempt: number) => Promise<CashierModules>;

export function useCashierRemote(manifestUrl: string, load: Loader = loadCashierRemote): UseCashierRemote {
  const [remote, setRemote] = useState<CashierRemote>({ status: 'loading', attempt: 0 });
  const [events, setEvents] = useState<CashierEventBus | null>(null);
  const attempt = remote.attempt;

  useEffect(() => {
    // A retry may start before a slow earlier attempt settles; only the latest one may win.
    let current = true;
    load(manifestUrl, attempt).then(
      (modules) => {
        if (!current) return;
        setEvents(modules.events);
        setRemote({ status: 'ready', attempt, modules });
      },
      (error: unknown) => {
        console.error('[host-demo] the cashier remote could not be loaded', error);
        if (current) setRemote({ status: 'failed', attempt, error, renderCrashes: 0 });
      },
    );
    return () => {
      current = false;
    };
  }, [manifestUrl, attempt, load]);

  const status: CashierState = remote.status;
  useEffect(() => setCashierState(status), [status]);

  // Render crashes in a row survive the 'loading' and 'ready' states of a retry, so they are kept apart.
  const crashStreak = useRef(0);
  const retry = useCallback(() => setRemote((prev) => ({ status: 'loading', attempt: prev.attempt + 1 })), []);
  const reportRenderError = useCallback((error: unknown) => {
    crashStreak.current += 1;
    const renderCrashes = crashStreak.current;
    setRemote((prev) => ({ status: 'failed', attempt: prev.attempt, error, renderCrashes }));
  }, []);
  // A render that lasted ends the streak (a crash comes within the first commit or effects, well inside this).
  useEffect(() => {
    if (remote.status !== 'ready') return;
    const timer = setTimeout(() => {
      crashStreak.current = 0;
    }, 3_000);
    return () => clearTimeout(timer);
  }, [remote]);
  return { remote, events, retry, reportRenderError };
}
