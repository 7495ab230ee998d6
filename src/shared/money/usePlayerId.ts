import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { cashierApi } from '@/shared/cashier/api';
import { useLiveStore } from '@/shared/store/storeView';

const selectAppInit = cashierApi.endpoints.getAppInit.select();
type ApiState = Parameters<typeof selectAppInit>[0];
const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<ApiState, unknown, UnknownAction>>();

/**
 * Who is signed in, for keying what the cashier keeps of a player (the intent book): the app-init answer in the
 * cache, else asked once. Null when the server does not say (signed out, or the call failed): nothing is keyed then.
 */
export function usePlayerId(): () => Promise<string | null> {
  const store = useLiveStore();
  const dispatch = useThunkDispatch();
  return useCallback(async () => {
    // The store holds the API's state under its reducer path; the selector reads only that.
    const cached = selectAppInit(store.getState() as ApiState).data?.player.id;
    if (cached) return cached;
    const request = dispatch(cashierApi.endpoints.getAppInit.initiate(undefined, { subscribe: false }));
    const result = await request;
    return result.data?.player.id ?? null;
  }, [store, dispatch]);
}
