import { createContext, useContext, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cashierReset } from '@/shared/cashier/cashierReset';
import { playerReset } from '@/shared/player/playerReset';

/**
 * Step titles: the header shows the entered route's title (its manifest's `title`) unless the screen on it says
 * which step it is at (a package list, then payment methods, then a card picker). A step title belongs to the route
 * that set it, so it never leaks into another route's header. docs/architecture.md, "Step titles".
 */
export interface StepTitleState {
  routeId: string | null;
  /** i18n key. */
  key: string | null;
}

const initialState: StepTitleState = { routeId: null, key: null };

const stepTitleSlice = createSlice({
  name: 'stepTitle',
  initialState,
  reducers: {
    stepTitleChanged(state, action: PayloadAction<{ routeId: string; key: string }>) {
      state.routeId = action.payload.routeId;
      state.key = action.payload.key;
    },
    /** A state that set the title is over: its route's own title again (another route's step title stays). */
    stepTitleCleared(state, action: PayloadAction<{ routeId: string }>) {
      if (state.routeId === action.payload.routeId) state.key = null;
    },
  },
  // Resetting cash data (leaving the cashier) or dropping the player brings every header back to its route's own title.
  extraReducers: (builder) =>
    builder.addCase(cashierReset, () => initialState).addCase(playerReset, () => initialState),
});

export const { stepTitleChanged, stepTitleCleared } = stepTitleSlice.actions;
export const stepTitleReducer = stepTitleSlice.reducer;

/** The header title key of a route: its step title when its screen set one, else the route's own. */
export const selectHeaderTitle = (state: { stepTitle: StepTitleState }, routeId: string, routeTitle: string) =>
  state.stepTitle.routeId === routeId && state.stepTitle.key !== null ? state.stepTitle.key : routeTitle;

/** The route a screen renders on (provided by the app around each route's screen). */
export const RouteIdContext = createContext<string | null>(null);

/** Shows `key` (an i18n key) as the header title while this screen's route is open. */
export function useStepTitle(key: string) {
  const dispatch = useDispatch();
  const routeId = useContext(RouteIdContext);
  useEffect(() => {
    if (routeId !== null) dispatch(stepTitleChanged({ routeId, key }));
  }, [dispatch, routeId, key]);
}

/**
 * `useStepTitle` for a state of a screen rather than the whole screen (render it in that state's branch): while it is
 * rendered, the header shows `titleKey`; once it is not, the route's own title again (an i18n key of the area's bundled `titles`), e.g. a result screen with no
 * payment to show says so in the header too instead of its route's "successful".
 */
export function StepTitle({ titleKey }: { titleKey: string }): null {
  const dispatch = useDispatch();
  const routeId = useContext(RouteIdContext);
  useEffect(() => {
    if (routeId === null) return;
    dispatch(stepTitleChanged({ routeId, key: titleKey }));
    return () => {
      dispatch(stepTitleCleared({ routeId }));
    };
  }, [dispatch, routeId, titleKey]);
  return null;
}
