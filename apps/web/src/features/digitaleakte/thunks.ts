import { createAsyncThunk } from '@reduxjs/toolkit';
import { API, apiPath } from '@examensportal/domain/api';
import { api, toErrorPayload, type ApiErrorPayload } from '../../lib/api';
import type { PortalDocument } from '../../app/slices/documents';

/** DELETE /api/dokumente/delete/{documentId} (spec §7) as a thunk, so the loading overlay counts it. */
export const deleteDocument = createAsyncThunk<
  void,
  PortalDocument['documentId'],
  { rejectValue: ApiErrorPayload }
>('documents/delete', async (documentId, { rejectWithValue }) => {
  try {
    await api.delete(apiPath(API.dokumentLoeschen, { documentId }));
  } catch (error) {
    return rejectWithValue(toErrorPayload(error));
  }
});
