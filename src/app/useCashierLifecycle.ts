import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lockPageScroll } from '@/shared/a11y/scrollLock';
import { cashierApi } from '@/shared/cashier/api';
import { cashierReset } from '@/shared/cashier/cashierReset';
import { loadCashData } from '@/shared/cashier/loadCashData';
import { getEventBus } from '@/shared/events/bus';
import { logger } from '@/shared/log';
import { laterTask } from '@/shared/perf/laterTask';
import { useAppDispatch } from './hooks';

/** docs/product/constants.md#geo-check-delay: the geo check starts 500 ms after entering the cash area. */
export const GEO_CHECK_DELAY_MS = 500;

/**
 * The enter and leave effects of the cash area (docs/product/routes.md#entering-the-cash-area). Enter runs when the location moves into the
 * cash area (or the cashier mounts on a deep link); leave runs when it moves out or the cashier unmounts
 * while open, so a host that unmounts us mid-flow still gets its scroll and its events back.
 */
export function useCashierLifecycle(isCash: boolean, path: string, ownRoot: HTMLElement | null): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The last path inside the cash area: what open-cash and leave-cash report. Written once a cash render has
  // committed (before the enter effect below reads it; a leave's cleanup still finds the last cash path).
  const pathRef = useRef(path);
  useLayoutEffect(() => {
    if (isCash) pathRef.current = path;
  }, [isCash, path]);
  // When the render that entered the cash area ran: an answer the store got since is this entry's (the refresh below).
  const [entered, setEntered] = useState({ isCash, at: isCash ? Date.now() : 0 });
  if (entered.isCash !== isCash) setEntered({ isCash, at: isCash ? Date.now() : 0 });
  const enteredAt = entered.at;
  // The open events of the last run, not yet sent (see below).
  const pendingOpen = useRef<object | null>(null);

  // What entering runs, with this render's dispatch, navigate and root; returns what leaving runs. An effect event:
  // only crossing the cash boundary runs it (the effect below), moving between cash screens does not.
  const enter = useEffectEvent(() => {
    const bus = getEventBus();
    let active = true;

    // The host hears open-cash and CASH_IS_OPEN after the current task's synchronous work (in a task of their own
    // where the browser can yield: laterTask), so its listeners do not lengthen the open. React's StrictMode
    // (development builds) runs cleanup and effect again straight after the first run: that cleanup finds the
    // open events still pending and cancels them, so the host hears one open, not open, leave, open.
    const open = {};
    pendingOpen.current = open;
    void laterTask().then(() => {
      if (pendingOpen.current !== open) return;
      pendingOpen.current = null;
      bus.emit('open-cash', { path: pathRef.current });
      bus.emit('CASH_IS_OPEN', { isOpen: true });
    });
    const restoreScroll = lockPageScroll(ownRoot);

    // The entry's refreshes go out in a later task, not in the open's effects (laterTask): with kept answers (a warm
    // open, a re-open) the screen is already drawn from them. On a first open the shell sent both GETs while
    // rendering (CashierRoutes: sendShellEarly), so these adopt those answers and lose nothing.
    // …unless a query of this entry already took that answer (the screen's own, when the host's runtime plugin had
    // the calls answered before the shell ran): loadCashData's `unlessAnsweredSince`.
    const refresh = laterTask().then(() => {
      if (!active) return [];
      const init = dispatch(
        cashierApi.endpoints.getAppInit.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      init.then((result) => {
        if (!active) return;
        if (result.error) {
          logger.warn('terms check skipped: app init failed', result.error);
          return;
        }
        const termsRequirement = result.data?.termsRequirement ?? [];
        if (termsRequirement.length > 0) {
          bus.emit('check-terms', { termsRequirement });
          navigate('/');
        }
      });
      return [init, dispatch(loadCashData({ unlessAnsweredSince: enteredAt }))];
    });

    let geo: { abort(): void } | undefined;
    const geoTimer = setTimeout(() => {
      // Its own chunk, fetched when the check starts: the first screen does not wait for it.
      import(/* webpackChunkName: "geo-check" */ '@/shared/cashier/geoCheck').then(
        (check) => {
          if (active) geo = check.runGeoCheck(dispatch, () => active);
        },
        (error: unknown) => logger.warn('geo check failed', error),
      );
    }, GEO_CHECK_DELAY_MS);

    return () => {
      active = false;
      clearTimeout(geoTimer);
      void refresh.then((requests) => requests.forEach((request) => request.abort()));
      geo?.abort();
      dispatch(cashierReset());
      restoreScroll();
      // Opened and left before the host heard of it: it hears nothing.
      if (pendingOpen.current === open) {
        pendingOpen.current = null;
        return;
      }
      bus.emit('leave-cash', { path: pathRef.current });
      bus.emit('CASH_IS_OPEN', { isOpen: false });
    };
  });

  useEffect(() => {
    if (isCash) return enter();
  }, [isCash]);
}
