import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from './base-api';
import { pushSlice } from './push/push-slice';
import { sessionSlice } from './session-slice';

/**
 * Slices a remote adds at run time. A remote declares its slice with
 * `declare module '@lernstapel/api-client' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 * and injects it with `mySlice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled by declaration merging in the remotes
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  sessionSlice,
  pushSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The portal's one store: created by the shell, or by a remote running alone in development. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
