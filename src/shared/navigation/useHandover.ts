import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { handedOver, type HandoverState } from './handover';

/** What was handed over to `route`, if it passes `is` (a screen never trusts a shape it did not check); else null. */
export function selectHandover<T>(
  state: { handover?: HandoverState },
  route: string,
  is: (value: unknown) => value is T,
): T | null {
  const value = state.handover?.[route];
  return value !== undefined && is(value) ? value : null;
}

/** The hand-over to `route` (see `selectHandover`), re-read when it changes: null after a reload or a player reset. */
export function useHandover<T>(route: string, is: (value: unknown) => value is T): T | null {
  return useSelector((state: { handover?: HandoverState }) => selectHandover(state, route, is));
}

/** `handOver(route, data)`: leaves `data` for the screen of `route` (call it before navigating there). */
export function useHandOver() {
  const dispatch = useDispatch();
  return useCallback((route: string, data: unknown) => dispatch(handedOver({ route, data })), [dispatch]);
}
