import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PushState {
  /** The push channel is open: lists and screens wait for events instead of polling. */
  verbunden: boolean;
}

const initialState: PushState = { verbunden: false };

export const pushSlice = createSlice({
  name: 'push',
  initialState,
  reducers: {
    pushVerbunden: (state, action: PayloadAction<boolean>) => {
      state.verbunden = action.payload;
    },
  },
  selectors: {
    selectPushVerbunden: (state) => state.verbunden,
  },
});

export const { pushVerbunden } = pushSlice.actions;
export const { selectPushVerbunden } = pushSlice.selectors;
