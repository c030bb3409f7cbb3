import type { AngemeldeterBenutzer } from '@examensportal/domain/schemas/auth';

// The two session-storage keys of the spec (§3): the signed-in user and the post-login target.

export type Art = 'WP' | 'EIGNUNG';

/**
 * The answer of POST /login, kept as it was read at the edge (decision 0023). `art` is 'WP' or
 * 'EIGNUNG' from the server; read it through {@link kindOf}.
 */
export type SessionUser = AngemeldeterBenutzer;

/** Any art other than WP is treated as aptitude test (spec §6). */
export function kindOf(art: string | undefined): Art {
  return art === 'WP' ? 'WP' : 'EIGNUNG';
}

export const USER_KEY = 'user';
export const LOGIN_REDIRECT_KEY = 'login-redirect';

/**
 * The stored login answer (parsed with its schema when it arrived). Checked by hand here, not with
 * the schema: this runs at start in the entry, which stays free of zod (decision 0021, size budget).
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof SessionUser, unknown>>;
  return (
    typeof v.art === 'string' &&
    typeof v.vorname === 'string' &&
    typeof v.nachname === 'string' &&
    (v.lastLogin === null || typeof v.lastLogin === 'string') &&
    typeof v.jwt === 'string' &&
    v.jwt !== ''
  );
}

/** A broken or tampered entry counts as "not signed in" rather than crashing the app. */
export function loadUser(): SessionUser | null {
  const raw = sessionStorage.getItem(USER_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveUser(user: SessionUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearUser(): void {
  sessionStorage.removeItem(USER_KEY);
  // The confirmation of the last declaration belongs to this sign-in only.
  sessionStorage.removeItem(EINGANG_KEY);
}

/**
 * The Idempotency-Key of the last declaration sent in this tab: /start shows its confirmation until
 * the candidate dismisses it or sends the next one (issue 16.1).
 */
export const EINGANG_KEY = 'eingangsbestaetigung';

export const merkeEingang = (schluessel: string): void => sessionStorage.setItem(EINGANG_KEY, schluessel);

export const letzterEingang = (): string | null => sessionStorage.getItem(EINGANG_KEY);

export const vergissEingang = (): void => sessionStorage.removeItem(EINGANG_KEY);

export function storedJwt(): string | null {
  return loadUser()?.jwt ?? null;
}

// Only in-app paths are remembered, so a crafted value can never send the user to another site.
function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberLoginRedirect(path: string): void {
  if (isInternalPath(path)) sessionStorage.setItem(LOGIN_REDIRECT_KEY, path);
}

/** Read once, then removed (spec §3). */
export function takeLoginRedirect(): string | null {
  const path = sessionStorage.getItem(LOGIN_REDIRECT_KEY);
  sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
  return path !== null && isInternalPath(path) ? path : null;
}

export function clearLoginRedirect(): void {
  sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
}
