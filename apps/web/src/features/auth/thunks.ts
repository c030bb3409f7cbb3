import { createAsyncThunk } from '@reduxjs/toolkit';
import { API, apiPath } from '@examensportal/domain/api';
import type {
  ChangeEmailPayload,
  ChangePasswordPayload,
  RegisterPayload,
  RequestNewPasswordPayload,
  ResendConfirmationPayload,
  ResetPasswordPayload,
  RevertEmailPayload,
} from '@examensportal/domain/schemas/auth';
import { api, toErrorPayload, type ApiErrorPayload } from '../../lib/api';

// The account calls of spec §7 as thunks, so the loading overlay counts them like every other call.

function call<Arg>(type: string, run: (arg: Arg) => Promise<unknown>) {
  return createAsyncThunk<void, Arg, { rejectValue: ApiErrorPayload }>(
    type,
    async (arg, { rejectWithValue }) => {
      try {
        await run(arg);
      } catch (error) {
        return rejectWithValue(toErrorPayload(error));
      }
    },
  );
}

const publicCall = { auth: false } as const;

export const register = call<RegisterPayload>('account/register', (payload) =>
  api.post(apiPath(API.register), payload, publicCall),
);

export const confirmRegistration = call<string>('account/confirmRegistration', (token) =>
  api.get(apiPath(API.confirmRegistration, { token }), publicCall),
);

export const requestNewPassword = call<RequestNewPasswordPayload>('account/requestNewPassword', (payload) =>
  api.post(apiPath(API.requestNewPassword), payload, publicCall),
);

export const resendConfirmation = call<ResendConfirmationPayload>('account/resendConfirmation', (payload) =>
  api.post(apiPath(API.resendConfirmation), payload, publicCall),
);

export const resetPassword = call<ResetPasswordPayload>('account/resetPassword', (payload) =>
  api.post(apiPath(API.resetPassword), payload, publicCall),
);

export const changePassword = call<ChangePasswordPayload>('account/changePassword', (payload) =>
  api.post(apiPath(API.changePassword), payload),
);

export const changeEmail = call<ChangeEmailPayload>('account/changeEmail', (payload) =>
  api.post(apiPath(API.changeEmail), payload),
);

/** Ours (issue 17): 'Das war ich nicht' from the old address of an e-mail change. */
export const revertEmail = call<RevertEmailPayload>('account/revertEmail', (payload) =>
  api.post(apiPath(API.revertEmail), payload, publicCall),
);
