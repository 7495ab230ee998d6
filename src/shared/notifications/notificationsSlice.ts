// PLACEHOLDER owned by the shared-services helper: replaced with the real slice (issue [1] point 6).
import { createSlice } from '@reduxjs/toolkit';

const notificationsSlice = createSlice({ name: 'notifications', initialState: { notification: [], toastr: [] }, reducers: {} });
export const notificationsReducer = notificationsSlice.reducer;
