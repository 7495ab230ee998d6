import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { playerReset } from '@/shared/player/playerReset';
import type { CashierNotification, NotificationListName } from './types';

/** Client state only (docs/product/cash-data.md#notifications): the two lists, oldest first. */
export interface NotificationsState {
  notification: CashierNotification[];
  toastr: CashierNotification[];
}

/** The part of the root state this module reads; keeps shared/ free of imports from app/. */
export interface NotificationsRootState {
  notifications: NotificationsState;
}

const initialState: NotificationsState = { notification: [], toastr: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Use the `showNotification` thunk: it validates the timeout and keeps the on-dismiss callback. */
    notificationShown(state, action: PayloadAction<CashierNotification>) {
      state[action.payload.list].push(action.payload);
    },
    /** Use the `dismissNotification` thunk: it also runs the on-dismiss callback. */
    notificationDismissed(state, action: PayloadAction<{ id: string }>) {
      state.notification = state.notification.filter((item) => item.id !== action.payload.id);
      state.toastr = state.toastr.filter((item) => item.id !== action.payload.id);
    },
  },
  // A notification may name the player or their money: it does not outlive them (docs/architecture.md, "One player at a time").
  extraReducers: (builder) => builder.addCase(playerReset, () => initialState),
});

export const { notificationShown, notificationDismissed } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

export const selectNotifications = (state: NotificationsRootState, list: NotificationListName): CashierNotification[] =>
  state.notifications[list];
