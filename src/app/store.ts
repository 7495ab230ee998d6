import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api/baseApi';
import type { ApiExtra } from '@/shared/api/baseQuery';
import { getEventBus } from '@/shared/events/bus';
import { notificationsReducer } from '@/shared/notifications/notificationsSlice';
import { cashReducer, selectCashIsOpen } from '@/shared/cash/cashSlice';
import { stepTitleReducer } from '@/shared/navigation/stepTitle';
import { features } from './features';

const shellReducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  cash: cashReducer,
  notifications: notificationsReducer,
  stepTitle: stepTitleReducer,
};
/** Client state an area keeps (its manifest's `reducers`), beside the shell's own. */
const featureReducers: Record<string, Reducer> = Object.assign({}, ...features.map((feature) => feature.reducers ?? {}));

export type RootState = ReturnType<ReturnType<typeof combineReducers<typeof shellReducers>>>;

// The areas' keys only add to the shell's state; screens read them through their own selectors.
const rootReducer = combineReducers({ ...featureReducers, ...shellReducers }) as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;

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
  // Several calls can fail with 401 at once; the host hears about it once per lost session.
  let unauthorizedReported = false;
  const extra: ApiExtra = {
    getConfig: () => config,
    onUnauthorized: () => {
      if (unauthorizedReported) return;
      unauthorizedReported = true;
      const bus = getEventBus();
      bus.emit('logout', { reason: 'unauthorized' });
      bus.emit('open-auth-modal', { reason: 'unauthorized' });
    },
    onAuthorized: () => {
      unauthorizedReported = false;
    },
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  return {
    store,
    setConfig(next: Partial<typeof config>) {
      Object.assign(config, next);
    },
    /**
     * Starts RTK Query's focus/online refetch listeners and the `re-init-data` listener (drop the cache, mounted
     * screens refetch) and the `logout` one (drop it once the cashier is closed); the returned function stops them and clears the
     * cache with its removal timers, so an unmounted cashier leaves no listener or timer behind.
     */
    start() {
      const unsubscribeListeners = setupListeners(store.dispatch);
      const bus = getEventBus();
      const reset = () => store.dispatch(baseApi.util.resetApiState());
      // Player data changed (a new sign-in, an account switch): cached server data is someone else's or stale.
      const stopReinit = bus.on('re-init-data', reset);
      // Signed out (a 401 or the player's choice): first-screen data is kept for minutes (KEEP_FIRST_SCREEN_S), so
      // it must not greet the next player. Dropped at once when closed; when open, on leaving, so the open
      // screen keeps showing its error rather than refetching into another 401.
      let signedOut = false;
      const dropIfSignedOut = () => {
        if (signedOut && !selectCashIsOpen(store.getState())) {
          signedOut = false;
          reset();
        }
      };
      const stopLogout = bus.on('logout', () => {
        signedOut = true;
        dropIfSignedOut();
      });
      const stopLeave = bus.on('leave-cash', dropIfSignedOut);
      // A payment changed the balance: the packages, the quick deposit's last method and the daily limit are stale.
      const stopPaid = bus.on('balance-changed', () => store.dispatch(baseApi.util.invalidateTags(['AppCash', 'Payments'])));
      return () => {
        stopPaid();
        stopReinit();
        stopLogout();
        stopLeave();
        unsubscribeListeners();
        reset();
      };
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
