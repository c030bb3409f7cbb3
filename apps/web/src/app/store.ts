import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authReducer } from './slices/auth';
import {
  eignungReducer,
  modulEignungReducer,
  modulReducer,
  zulassungReducer,
  zulassungsblockReducer,
} from './slices/data';
import { documentsReducer } from './slices/documents';
import { loadingReducer } from './slices/loading';

// One slice per area of spec §1.
const rootReducer = combineReducers({
  auth: authReducer,
  documents: documentsReducer,
  eignung: eignungReducer,
  modul: modulReducer,
  modulEignung: modulEignungReducer,
  zulassung: zulassungReducer,
  zulassungsblock: zulassungsblockReducer,
  loading: loadingReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, ...(preloadedState ? { preloadedState } : {}) });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
