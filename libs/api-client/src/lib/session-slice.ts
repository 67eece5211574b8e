import { createSlice } from '@reduxjs/toolkit';
import type { SessionUser } from '@lernstapel/contracts';
import { sessionApi } from './session-api';

export interface SessionState {
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

/** The logged-in user, shared by the shell and every remote through the one store. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionCleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.authSession.matchFulfilled, (state, action) => {
        state.user = action.payload.user;
      })
      .addMatcher(sessionApi.endpoints.authLogin.matchFulfilled, (state, action) => {
        state.user = action.payload.user;
      })
      .addMatcher(sessionApi.endpoints.savedLoginLogin.matchFulfilled, (state, action) => {
        state.user = action.payload.user;
      })
      .addMatcher(sessionApi.endpoints.authLogout.matchFulfilled, () => initialState);
  },
  selectors: {
    selectSessionUser: (state) => state.user,
  },
});

export const { sessionCleared } = sessionSlice.actions;
export const { selectSessionUser } = sessionSlice.selectors;
