import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/shared/api/baseApi';
import { dropEarly, type ApiExtra } from '@/shared/api/baseQuery';
import { getEventBus } from '@/shared/events/bus';
import { notificationsReducer } from '@/shared/notifications/notificationsSlice';
import { cashReducer } from '@/shared/cash/cashSlice';
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
     * screens refetch); the returned function stops them and clears the
     * cache with its removal timers, so an unmounted cashier leaves no listener or timer behind.
     */
    start() {
      const unsubscribeListeners = setupListeners(store.dispatch);
      // Player data changed (a new sign-in, an account switch): cached server data is someone else's or stale.
      const stopReinit = getEventBus().on('re-init-data', () => {
        dropEarly();
        store.dispatch(baseApi.util.resetApiState());
      });
      return () => {
        stopReinit();
        unsubscribeListeners();
        dropEarly();
        store.dispatch(baseApi.util.resetApiState());
      };
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
