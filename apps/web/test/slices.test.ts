import { eignungAntwortSchema } from '@examensportal/domain/schemas/antragAntwort';
import { parseModulStateWP } from '@examensportal/domain/schemas/modulstand';
import { describe, expect, it, vi } from 'vitest';
import {
  authReducer,
  authRequired,
  initialAuthState,
  login,
  logout,
  type AuthState,
} from '../src/app/slices/auth';
import {
  eignungReducer,
  loadEignung,
  loadModul,
  loadModulEignung,
  loadZulassung,
  loadZulassungsblock,
  modulEignungReducer,
  modulReducer,
  zulassungReducer,
  zulassungsblockReducer,
  type DataState,
} from '../src/app/slices/data';
import {
  documentsReducer,
  downloadDocument,
  loadDocuments,
  type PortalDocument,
} from '../src/app/slices/documents';
import { loadingReducer } from '../src/app/slices/loading';
import { createAppStore } from '../src/app/store';
import { saveUser, USER_KEY } from '../src/lib/session';
import { WP_USER } from './helpers';

// Spec §4 "States and transitions", one reducer at a time, as pure functions of (state, action).

const error = { status: 500, message: 'Es ist ein Fehler aufgetreten' };
const credentials = { email: 'erika@example.org', passwort: 'Geheim!123', token: 'captcha' };

describe('auth (spec §4 Authentication)', () => {
  const empty: AuthState = { loggedIn: false, loggingIn: false, user: null, message: null };

  it('starts empty without a stored user', () => {
    expect(initialAuthState()).toEqual(empty);
  });

  it('starts logged in when the session already holds a stored user', () => {
    saveUser(WP_USER);
    expect(initialAuthState()).toEqual({ ...empty, loggedIn: true, user: WP_USER });
    expect(createAppStore().getState().auth.loggedIn).toBe(true);
  });

  it('ignores a stored user it cannot read', () => {
    sessionStorage.setItem(USER_KEY, '{"vorname":"x"}');
    expect(initialAuthState()).toEqual(empty);
  });

  it('login request: loggingIn true and the payload kept as user (without password and captcha)', () => {
    const state = authReducer(empty, login.pending('r1', credentials));
    expect(state).toEqual({ ...empty, loggingIn: true, user: { email: 'erika@example.org' } });
    expect(JSON.stringify(state)).not.toContain('Geheim');
  });

  it('login success: loggedIn true, the user stored, loggingIn cleared', () => {
    const requested = authReducer(empty, login.pending('r1', credentials));
    expect(authReducer(requested, login.fulfilled(WP_USER, 'r1', credentials))).toEqual({
      loggedIn: true,
      loggingIn: false,
      user: WP_USER,
      message: null,
    });
  });

  it('login failure: loggedIn false and the failure message kept', () => {
    const requested = authReducer(empty, login.pending('r1', credentials));
    const failed = authReducer(
      requested,
      login.rejected(null, 'r1', credentials, {
        status: 401,
        message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
      }),
    );
    expect(failed).toEqual({
      ...empty,
      message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    });
  });

  it('logout: state reset to empty', () => {
    expect(authReducer({ loggedIn: true, loggingIn: false, user: WP_USER, message: 'x' }, logout())).toEqual(
      empty,
    );
  });

  it('auth-required signal: loggedIn and loggingIn false', () => {
    const state = authReducer(
      { loggedIn: true, loggingIn: true, user: WP_USER, message: null },
      authRequired(),
    );
    expect(state).toEqual({ loggedIn: false, loggingIn: false, user: WP_USER, message: null });
  });
});

describe('documents (spec §4 Documents)', () => {
  const doc: PortalDocument = {
    documentId: 1,
    originalFileName: 'lebenslauf.pdf',
    createdAt: '2026-01-02T10:00:00Z',
    category: 'AKTENEINGANG',
    type: 'LEBENSLAUF',
  };
  const withList = { list: [doc], error: null };

  it('success replaces the list and clears the error', () => {
    const other = { ...doc, documentId: 2 };
    expect(documentsReducer({ list: [doc], error }, loadDocuments.fulfilled([other], 'r'))).toEqual({
      list: [other],
      error: null,
    });
  });

  it('a failed load keeps the list and sets the error', () => {
    expect(documentsReducer(withList, loadDocuments.rejected(null, 'r', undefined, error))).toEqual({
      list: [doc],
      error,
    });
  });

  it('a failed download keeps the list and sets the error', () => {
    expect(documentsReducer(withList, downloadDocument.rejected(null, 'r', 1, error))).toEqual({
      list: [doc],
      error,
    });
  });

  it('logout forgets the list', () => {
    expect(documentsReducer(withList, logout())).toEqual({ list: [], error: null });
  });
});

// The slices hold what the thunks read at the edge; the reducers only store it (one fixture for
// every kind of data, the reducers never look inside).
const old = parseModulStateWP({ zwischegespeichert: 1 }) as never;
const fresh = parseModulStateWP({ zwischegespeichert: 2 }) as never;

describe.each([
  ['modul', modulReducer, loadModul],
  ['zulassung', zulassungReducer, loadZulassung],
])('%s (spec §4: request clears data and error; failure clears data)', (_name, reducer, thunk) => {
  const filled: DataState<never> = { data: old, error };

  it('request clears data and error', () => {
    expect(reducer(filled, thunk.pending('r'))).toEqual({ data: null, error: null });
  });
  it('success stores the data', () => {
    expect(reducer({ data: null, error: null }, thunk.fulfilled(fresh, 'r'))).toEqual({
      data: fresh,
      error: null,
    });
  });
  it('failure clears the data and sets the error', () => {
    expect(reducer({ data: old, error: null }, thunk.rejected(null, 'r', undefined, error))).toEqual({
      data: null,
      error,
    });
  });
});

describe('zulassungsblock (spec §4: like modul)', () => {
  const block = loadZulassungsblock.fulfilled(
    { value: '2/2026', semester: 2, aktuelSemester: '2/2026', termin: null, slots: [] },
    'r',
  );
  it('request clears, success stores, failure clears and sets the error', () => {
    const stored = zulassungsblockReducer({ data: null, error: null }, block);
    expect(stored.data?.value).toBe('2/2026');
    expect(zulassungsblockReducer({ ...stored, error }, loadZulassungsblock.pending('r'))).toEqual({
      data: null,
      error: null,
    });
    expect(zulassungsblockReducer(stored, loadZulassungsblock.rejected(null, 'r', undefined, error))).toEqual(
      {
        data: null,
        error,
      },
    );
  });
});

describe.each([
  ['eignung', eignungReducer, loadEignung],
  ['modulEignung', modulEignungReducer, loadModulEignung],
])('%s (spec §4: request clears the error; failure keeps the data)', (_name, reducer, thunk) => {
  it('request clears only the error', () => {
    expect(reducer({ data: old, error }, thunk.pending('r'))).toEqual({ data: old, error: null });
  });
  it('success stores the data', () => {
    expect(reducer({ data: old, error: null }, thunk.fulfilled(fresh, 'r'))).toEqual({
      data: fresh,
      error: null,
    });
  });
  it('failure keeps the previous data and sets the error', () => {
    expect(reducer({ data: old, error: null }, thunk.rejected(null, 'r', undefined, error))).toEqual({
      data: old,
      error,
    });
  });
  it('logout forgets the data', () => {
    expect(reducer({ data: old, error }, logout())).toEqual({ data: null, error: null });
  });
});

describe('modulEignung with an empty response', () => {
  const antwortet = (text: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(text, { status: 200 }))),
    );

  it.each([['null'], [''], ['{}']])('stores empty data for %j', async (text) => {
    antwortet(text);
    const store = createAppStore();
    await store.dispatch(loadModulEignung());
    expect(store.getState().modulEignung).toEqual({ data: null, error: null });
  });
  it('eignung reads an empty object as the empty application', async () => {
    antwortet('{}');
    const store = createAppStore();
    await store.dispatch(loadEignung());
    expect(store.getState().eignung.data).toEqual(eignungAntwortSchema.parse({}));
  });
});

describe('loading (spec §4: each start increments, each finish decrements; busy while above 0)', () => {
  it('counts every pending thunk by matcher', () => {
    let state = loadingReducer(undefined, { type: 'init' });
    expect(state).toEqual({ counter: 0, busy: false });
    state = loadingReducer(state, loadModul.pending('a'));
    state = loadingReducer(state, login.pending('b', credentials));
    expect(state).toEqual({ counter: 2, busy: true });
    state = loadingReducer(state, loadModul.fulfilled(fresh, 'a'));
    expect(state).toEqual({ counter: 1, busy: true });
    state = loadingReducer(state, login.rejected(null, 'b', credentials));
    expect(state).toEqual({ counter: 0, busy: false });
  });

  it('never counts below zero', () => {
    expect(loadingReducer({ counter: 0, busy: false }, loadModul.fulfilled(fresh, 'x'))).toEqual({
      counter: 0,
      busy: false,
    });
  });

  it('ignores plain actions', () => {
    expect(loadingReducer({ counter: 1, busy: true }, logout())).toEqual({ counter: 1, busy: true });
  });
});
