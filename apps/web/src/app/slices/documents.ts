import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { logout } from './auth';
import { API, apiPath } from '@examensportal/domain/api';
import type { Dokument } from '@examensportal/domain/rules/documents';
import {
  api,
  download,
  parseAntwort,
  antwortSchemas,
  mitSchemas,
  saveDownload,
  toErrorPayload,
  type ApiErrorPayload,
} from '../../lib/api';

// Spec §4 Documents: success replaces the list and clears the error; a failed load or download keeps the list.

/** A document as GET /api/dokumente lists it, read through the domain's schema (decision 0023). */
export type PortalDocument = Dokument;

interface DocumentsState {
  list: PortalDocument[];
  error: ApiErrorPayload | null;
}

export const loadDocuments = createAsyncThunk<PortalDocument[], void, { rejectValue: ApiErrorPayload }>(
  'documents/load',
  async (_, { rejectWithValue }) => {
    try {
      const [antwort, s] = await mitSchemas(api.get(apiPath(API.dokumente)), antwortSchemas.dokumente);
      return parseAntwort(s.dokumentListeSchema, antwort);
    } catch (error) {
      return rejectWithValue(toErrorPayload(error));
    }
  },
);

export const downloadDocument = createAsyncThunk<
  void,
  PortalDocument['documentId'],
  { rejectValue: ApiErrorPayload }
>('documents/download', async (documentId, { rejectWithValue }) => {
  try {
    saveDownload(await download(apiPath(API.dokumentHerunterladen, { documentId })));
  } catch (error) {
    return rejectWithValue(toErrorPayload(error));
  }
});

const initialState: DocumentsState = { list: [], error: null };

const documentsSlice = createSlice({
  name: 'documents',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const failed = (
      state: DocumentsState,
      action: { payload?: ApiErrorPayload | undefined; error: { message?: string | undefined } },
    ) => {
      state.error = action.payload ?? { status: 0, message: action.error.message ?? '' };
    };
    builder
      .addCase(loadDocuments.fulfilled, (_state, action) => ({
        list: action.payload,
        error: null,
      }))
      .addCase(loadDocuments.rejected, failed)
      .addCase(downloadDocument.rejected, failed)
      .addCase(logout, () => initialState);
  },
});

export const documentsReducer = documentsSlice.reducer;
