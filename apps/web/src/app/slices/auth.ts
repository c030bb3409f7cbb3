import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { API, apiPath } from '@examensportal/domain/api';
import {
  antwortSchemas,
  api,
  parseAntwort,
  mitSchemas,
  toErrorPayload,
  type ApiErrorPayload,
} from '../../lib/api';
import { clearUser, loadUser, saveUser, type SessionUser } from '../../lib/session';
import type { PasskeyAntwort } from '@examensportal/domain/schemas/zweiter-faktor';

// Spec §4 Authentication, transition by transition.

export interface LoginRequest {
  email: string;
  passwort: string;
  /** The captcha solution. */
  token: string;
}

/** What the login request keeps as "user" while it runs; the password and captcha never enter the store. */
interface LoginAttempt {
  email: string;
}

export interface AuthState {
  loggedIn: boolean;
  loggingIn: boolean;
  user: SessionUser | LoginAttempt | null;
  message: string | null;
}

const empty: AuthState = { loggedIn: false, loggingIn: false, user: null, message: null };

/** A session that already holds a stored user starts as logged in. */
export function initialAuthState(): AuthState {
  const user = loadUser();
  return user ? { ...empty, loggedIn: true, user } : empty;
}

/** The account has a second factor (decision 0042): no session yet, the step the second call needs. */
export interface ZweiterSchrittNoetig {
  schritt: string;
  /** What the account has: a code from an app, passkeys (decision 0051) or both. */
  verfahren: ('totp' | 'passkey')[];
}

export const login = createAsyncThunk<
  SessionUser | ZweiterSchrittNoetig,
  LoginRequest,
  { rejectValue: ApiErrorPayload }
>('auth/login', async (credentials, { rejectWithValue }) => {
  try {
    const [antwort, s] = await mitSchemas(
      api.post(apiPath(API.login), credentials, { auth: false }),
      antwortSchemas.anmeldung,
    );
    const zweiter = s.zweiterSchrittSchema.safeParse(antwort);
    if (zweiter.success) return zweiter.data.zweiterFaktor;
    const user = parseAntwort(s.anmeldungAntwortSchema, antwort);
    saveUser(user);
    return user;
  } catch (error) {
    return rejectWithValue(toErrorPayload(error));
  }
});

/** The login's second step (decision 0042): the step and a code or a recovery code; answers like POST /login. */
export const loginZweiterSchritt = createAsyncThunk<
  SessionUser,
  { schritt: string; code?: string; wiederherstellungscode?: string; passkey?: PasskeyAntwort },
  { rejectValue: ApiErrorPayload }
>('auth/loginZweiterSchritt', async (payload, { rejectWithValue }) => {
  try {
    const [antwort, s] = await mitSchemas(
      api.post(apiPath(API.loginZweiterFaktor), payload, { auth: false }),
      antwortSchemas.anmeldung,
    );
    const user = parseAntwort(s.anmeldungAntwortSchema, antwort);
    saveUser(user);
    return user;
  } catch (error) {
    return rejectWithValue(toErrorPayload(error));
  }
});

/** POST /logout (its failure does not matter: the stored user goes either way), then reset. */
export const logoutUser = createAsyncThunk('auth/logoutCall', async (_: void, { dispatch }) => {
  try {
    await api.post(apiPath(API.logout), undefined, { forbiddenLogsOut: false });
  } catch {
    // The session may already be gone on the server; signing out locally is what counts.
  }
  clearUser();
  dispatch(logout());
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    logout: () => empty,
    authRequired: (state) => {
      state.loggedIn = false;
      state.loggingIn = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state, action) => {
        state.loggingIn = true;
        state.user = { email: action.meta.arg.email };
      })
      .addCase(login.fulfilled, (_state, action) =>
        'schritt' in action.payload
          ? empty
          : { loggedIn: true, loggingIn: false, user: action.payload, message: null },
      )
      .addCase(loginZweiterSchritt.fulfilled, (_state, action) => ({
        loggedIn: true,
        loggingIn: false,
        user: action.payload,
        message: null,
      }))
      .addCase(login.rejected, (_state, action) => ({
        ...empty,
        message: action.payload?.message ?? action.error.message ?? null,
      }));
  },
});

export const { logout, authRequired } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** The signed-in user, or null while signed out or while a login runs. */
export function signedInUser(state: AuthState): SessionUser | null {
  return state.loggedIn && state.user !== null && 'jwt' in state.user ? state.user : null;
}
