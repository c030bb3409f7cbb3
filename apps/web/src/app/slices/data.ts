import { createAction, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { logout } from './auth';
import { API, apiPath } from '@examensportal/domain/api';
import { toZulassungsblock } from '@examensportal/domain/rules/zulassungsblock';
import {
  antwortSchemas,
  api,
  parseAntwort,
  mitSchemas,
  toErrorPayload,
  type ApiErrorPayload,
} from '../../lib/api';

// The data areas of spec §1/§4: each a data item plus an error.

export interface DataState<T> {
  data: T | null;
  error: ApiErrorPayload | null;
}

type Loader<T> = ReturnType<typeof loaderThunk<T>>;

/**
 * Drops the module data of both kinds: a page that is no module page (the digital file) releases
 * what a module page loaded before, so spec §6's "no delete while module data is loaded" holds for
 * data loaded while the file is open, not for the last module page visited (issue 16: the 'Löschen'
 * buttons vanished after a visit to a module page and never came back in that tab).
 */
export const modulDatenFreigeben = createAction('modul/freigeben');

function loaderThunk<T>(type: string, load: () => Promise<T>) {
  return createAsyncThunk<T, void, { rejectValue: ApiErrorPayload }>(type, async (_, { rejectWithValue }) => {
    try {
      return await load();
    } catch (error) {
      return rejectWithValue(toErrorPayload(error));
    }
  });
}

function failure(action: { payload?: ApiErrorPayload | undefined; error: { message?: string | undefined } }) {
  return action.payload ?? { status: 0, message: action.error.message ?? '' };
}

/** Modul, zulassung, zulassungsblock: a request clears data and error, success stores, failure clears data and sets the error. */
function resettingSlice<T>(name: string, thunk: Loader<T>, { releasable = false } = {}) {
  const initialState: DataState<T> = { data: null, error: null };
  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(thunk.pending, () => ({ data: null, error: null }))
        .addCase(thunk.fulfilled, (state, action) => ({ ...state, data: action.payload as T }))
        .addCase(thunk.rejected, (_state, action) => ({ data: null, error: failure(action) }))
        // One user's data never outlives their session in this tab.
        .addCase(logout, () => initialState)
        .addCase(modulDatenFreigeben, (state) => (releasable ? initialState : state));
    },
  });
}

/** Eignung, modulEignung: a request clears the error, success stores, failure keeps the previous data and sets the error. */
function keepingSlice<T>(name: string, thunk: Loader<T>, { releasable = false } = {}) {
  const initialState: DataState<T> = { data: null, error: null };
  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(thunk.pending, (state) => ({ ...state, error: null }))
        .addCase(thunk.fulfilled, (state, action) => ({ ...state, data: action.payload as T }))
        .addCase(thunk.rejected, (state, action) => ({ ...state, error: failure(action) }))
        .addCase(logout, () => initialState)
        .addCase(modulDatenFreigeben, (state) => (releasable ? initialState : state));
    },
  });
}

function isEmptyResponse(payload: unknown): boolean {
  return (
    payload === null ||
    payload === undefined ||
    payload === '' ||
    (typeof payload === 'object' && Object.keys(payload).length === 0)
  );
}

// The edge (decision 0023): each thunk reads its answer through the domain's schema once, so the
// slices hold typed data. The module state is read tolerantly (a missing flag allows nothing, see
// schemas/modulstand.ts); an application answer that does not fit its schema fails the call. The
// schemas load beside the call (mitSchemas), not with the entry.
export const loadModul = loaderThunk('modul/load', async () => {
  const [antwort, s] = await mitSchemas(api.get(apiPath(API.modul)), antwortSchemas.modulstand);
  return s.parseModulStateWP(antwort);
});
/** modulEignung data is empty if the response is empty. */
export const loadModulEignung = loaderThunk('modulEignung/load', async () => {
  const [antwort, s] = await mitSchemas(api.get(apiPath(API.modulEignung)), antwortSchemas.modulstand);
  return isEmptyResponse(antwort) ? null : s.parseModulStateEignung(antwort);
});
export const loadZulassung = loaderThunk('zulassung/load', async () => {
  const [antwort, s] = await mitSchemas(api.get(apiPath(API.zulassung)), antwortSchemas.antrag);
  return parseAntwort(s.zulassungAntwortSchema, antwort);
});
export const loadEignung = loaderThunk('eignung/load', async () => {
  const [antwort, s] = await mitSchemas(api.get(apiPath(API.eignung)), antwortSchemas.antrag);
  return parseAntwort(s.eignungAntwortSchema, antwort);
});
/** The response field zulassungsblock, transformed (spec §7). */
export const loadZulassungsblock = loaderThunk('zulassungsblock/load', async () => {
  // With the module state's schemas (the pages that ask for it read that too), not the application's.
  const [antwort, s] = await mitSchemas(api.get(apiPath(API.zulassungsblock)), antwortSchemas.modulstand);
  const { text, juni } = parseAntwort(s.zulassungsblockAntwortSchema, antwort);
  return toZulassungsblock(text, juni);
});

export const modulReducer = resettingSlice('modul', loadModul, { releasable: true }).reducer;
export const zulassungReducer = resettingSlice('zulassung', loadZulassung).reducer;
export const zulassungsblockReducer = resettingSlice('zulassungsblock', loadZulassungsblock).reducer;
export const eignungReducer = keepingSlice('eignung', loadEignung).reducer;
export const modulEignungReducer = keepingSlice('modulEignung', loadModulEignung, {
  releasable: true,
}).reducer;
