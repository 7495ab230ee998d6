import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api/baseApi';
import { createEarlyRequests, type ApiExtra } from '@/shared/api/baseQuery';
import { getEventBus } from '@/shared/events/bus';
import { dropRuntimeEarly } from '@/shared/api/runtimeEarly';
import { notificationsReducer } from '@/shared/notifications/notificationsSlice';
import { stepTitleReducer } from '@/shared/navigation/stepTitle';
import { handoverReducer } from '@/shared/navigation/handover';
import { forgetIntents } from '@/shared/money/intentMemory';
import { playerReset } from '@/shared/player/playerReset';
import { playerReducer, selectPlayerEpoch } from '@/shared/player/playerSlice';
import { features } from './features';

const shellReducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  notifications: notificationsReducer,
  stepTitle: stepTitleReducer,
  handover: handoverReducer,
  player: playerReducer,
};
/** Client state an area keeps (its manifest's `reducers`), beside the shell's own. */
const featureReducers: Record<string, Reducer> = Object.assign(
  {},
  ...features.map((feature) => feature.reducers ?? {}),
);

export type RootState = ReturnType<ReturnType<typeof combineReducers<typeof shellReducers>>>;

// The areas' keys only add to the shell's state; screens read them through their own selectors. Made by the first
// store, not when the module runs: combineReducers calls every reducer twice to check it (12 ms at 4× CPU), which
// belongs in the first render's slices, not in the task that evaluates the shell (docs/architecture.md, "Opening fast").
let rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> | undefined;
const makeRootReducer = () =>
  combineReducers({ ...featureReducers, ...shellReducers }) as unknown as Reducer<
    RootState,
    UnknownAction,
    Partial<RootState>
  >;

export interface StoreOptions {
  apiBaseUrl: string;
  requestTimeoutMs: number;
  preloadedState?: Partial<RootState>;
}

/**
 * One store per mounted cashier. The config is read through a getter so `update(props)` can change the
 * API base URL or timeout without rebuilding the store.
 */
export function makeStore(options: StoreOptions) {
  const config = { apiBaseUrl: options.apiBaseUrl, requestTimeoutMs: options.requestTimeoutMs };
  // The aborts of the requests running for the present player: all run when the player is dropped (ApiExtra.player).
  const playerRequests = new Set<() => void>();
  // Several calls can fail with 401 at once; the host hears about it once per lost session. Only a success of a
  // request started after that 401 (in the player epoch from `rearmFrom` on) proves a new session.
  let unauthorizedReported = false;
  let rearmFrom = 0;
  // True while we tell the host about a 401: our own `logout` is not a second reset.
  let reporting = false;
  // This cashier's early GETs and kept-answer times: its own, never another mounted cashier's (ADR 0002).
  const early = createEarlyRequests();
  const extra: ApiExtra = {
    early,
    getConfig: () => config,
    onUnauthorized: () => {
      if (unauthorizedReported) return;
      unauthorizedReported = true;
      rearmFrom = selectPlayerEpoch(store.getState()) + 1;
      const bus = getEventBus();
      reporting = true;
      try {
        bus.emit('logout', { reason: 'unauthorized' });
        bus.emit('open-auth-modal', { reason: 'unauthorized' });
      } finally {
        reporting = false;
      }
      // In the next task: the call that got the 401 ends as `unauthorized` first (the reset aborts the calls running).
      setTimeout(() => store.dispatch(playerReset({ reason: 'unauthorized' })), 0);
    },
    onAuthorized: (startedEpoch) => {
      if (startedEpoch >= rearmFrom) unauthorizedReported = false;
    },
    player: () => ({
      epoch: selectPlayerEpoch(store.getState()),
      whenDropped: (abort) => {
        playerRequests.add(abort);
        return () => playerRequests.delete(abort);
      },
    }),
  };
  // docs/architecture.md, "One player at a time": on `playerReset` the previous player's requests are aborted and
  // their early answers dropped, the intent book forgotten, the slices reset (each listens for the action), then the server-data cache goes.
  const dropPlayer: Middleware = (api) => (next) => (action) => {
    if (!playerReset.match(action)) return next(action);
    const aborts = [...playerRequests];
    playerRequests.clear();
    aborts.forEach((abort) => abort());
    early.drop();
    // And what remoteEntry.js started for the page's first screen, if no cashier has taken it yet.
    dropRuntimeEarly();
    // The money intents of the tab (keys, started payments) belong to the player who made them.
    forgetIntents();
    const result = next(action);
    api.dispatch(baseApi.util.resetApiState());
    return result;
  };
  /** The stop's drop of the early answers and the cache, waiting one task for a StrictMode restart (`start`). */
  let pendingDrop: ReturnType<typeof setTimeout> | undefined;
  const store = configureStore({
    reducer: (rootReducer ??= makeRootReducer()),
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(dropPlayer, baseApi.middleware),
    // The state holds SSNs, bank numbers and codes: the Redux DevTools hook is for development builds only
    // (webpack's production mode defines NODE_ENV as 'production').
    devTools: process.env.NODE_ENV !== 'production',
  });
  return {
    store,
    /** What every request of this store is handed (its config, its player, its early requests), for CashierRoutes' entry. */
    extra,
    setConfig(next: Partial<typeof config>) {
      Object.assign(config, next);
    },
    /**
     * Starts RTK Query's focus/online refetch listeners and the bus listeners that drop the player (`logout`: the host
     * signed them out; `re-init-data`: the player may have changed; mounted screens refetch); the returned function
     * stops them and clears the cache with its removal timers, so an unmounted cashier leaves no listener or timer behind.
     * The early answers and the cache go one task after the stop, unless `start` runs again first: StrictMode (hosts'
     * development builds) stops and starts every mount's effects at once, and what the mount's render started (the
     * entry's early GETs, the queries in flight) must survive that, or each call of the first screen goes out twice.
     */
    start() {
      if (pendingDrop !== undefined) clearTimeout(pendingDrop);
      pendingDrop = undefined;
      const unsubscribeListeners = setupListeners(store.dispatch);
      const bus = getEventBus();
      const stopLogout = bus.on('logout', () => {
        if (!reporting) store.dispatch(playerReset({ reason: 'logout' }));
      });
      const stopReinit = bus.on('re-init-data', () => store.dispatch(playerReset({ reason: 're-init-data' })));
      return () => {
        stopLogout();
        stopReinit();
        unsubscribeListeners();
        pendingDrop = setTimeout(() => {
          pendingDrop = undefined;
          early.drop();
          store.dispatch(baseApi.util.resetApiState());
        }, 0);
      };
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
