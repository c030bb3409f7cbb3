import { createSlice, isAnyOf, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';

// Spec §4 Loading: every start of a thunk increments, every finish decrements; busy while above 0.

interface LoadingState {
  counter: number;
  busy: boolean;
}

const initialState: LoadingState = { counter: 0, busy: false };

const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isPending, (state) => {
        state.counter += 1;
        state.busy = true;
      })
      .addMatcher(isAnyOf(isFulfilled, isRejected), (state) => {
        state.counter = Math.max(0, state.counter - 1);
        state.busy = state.counter > 0;
      });
  },
});

export const loadingReducer = loadingSlice.reducer;
