import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { dataDir, e2ePort } from './env';
import { linkIn, waitForMail } from './mailbox';

// Confirmed accounts through the real API (register, mailed link, login), much faster than the forms.
// The server allows 10 registrations per hour and IP for the whole run, so accounts are cached.

export type Art = 'WP' | 'EIGNUNG';

/** What POST /login answers and the web app keeps in sessionStorage 'user'. */
export interface PortalUser {
  art: Art;
  vorname: string;
  nachname: string;
  lastLogin: string | null;
  jwt: string;
}

export interface TestAccount {
  email: string;
  passwort: string;
  user: PortalUser;
}

const mainOrigin = `http://127.0.0.1:${e2ePort}`;
const apiPath = '/examensportal/backend';
// In the server's data folder: start-server.ts empties it for every run, as it does the database.
const cacheDir = join(dataDir, 'e2e-accounts');

async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  origin = mainOrigin,
): Promise<unknown> {
  const res = await fetch(`${origin}${apiPath}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : null,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** Solves a fresh challenge as the ALTCHA widget would; the result is the form's `token`. */
export async function solveCaptcha(origin = mainOrigin): Promise<string> {
  const challenge = (await call('GET', '/captcha/challenge', undefined, origin)) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** POST /login with a fresh captcha solution (on the main server unless another origin is given). */
export async function login(email: string, passwort: string, origin = mainOrigin): Promise<PortalUser> {
  const token = await solveCaptcha(origin);
  return (await call('POST', '/login', { email, passwort, token }, origin)) as PortalUser;
}

/** Registers, confirms through the mailed link and logs in once. */
async function createAccount(art: Art, vorname: string, origin: string): Promise<TestAccount> {
  // The worker's pid: two workers may register the same first name in the same millisecond.
  const email = `${vorname.toLowerCase()}.${art.toLowerCase()}.${Date.now()}.${process.pid}@example.org`;
  // 'Sentinel#Pw' lets the log sentinel prove that no password reaches the server log.
  const passwort = 'Sentinel#Pw3-Steg';
  const started = Date.now();
  await call(
    'POST',
    '/register',
    {
      vorname,
      nachname: 'Prüfling',
      email,
      art,
      passwort,
      passwort1: passwort,
      token: await solveCaptcha(origin),
    },
    origin,
  );
  const mail = await waitForMail(email, /Registrierung|bestätigen/i, started);
  const link = new URL(linkIn(mail, /\/examensportal\/confirmemail\//));
  const token = decodeURIComponent(link.pathname.split('/').pop() ?? '');
  await call('GET', `/confirmregistration/${encodeURIComponent(token)}`, undefined, origin);
  return { email, passwort, user: await login(email, passwort, origin) };
}

async function sessionAlive(user: PortalUser, origin: string): Promise<boolean> {
  const res = await fetch(`${origin}${apiPath}/api/dokumente`, {
    headers: { authorization: `Bearer ${user.jwt}` },
  });
  await res.arrayBuffer();
  return res.ok;
}

/**
 * One account per key and run. Playwright restarts the worker after a failed test and runs
 * beforeAll again; the cache keeps that from registering (and logging in) again. `origin` is the
 * server (the main one unless a spec runs its own demo server).
 */
export async function accountFor(
  key: string,
  art: Art,
  vorname: string,
  origin = mainOrigin,
): Promise<TestAccount> {
  const file = join(cacheDir, `${key}-${art}-${new URL(origin).port}.json`);
  let account: TestAccount | undefined;
  try {
    account = JSON.parse(readFileSync(file, 'utf8')) as TestAccount;
  } catch {
    account = undefined;
  }
  if (account && !(await sessionAlive(account.user, origin))) {
    // A demo server starts on a fresh database each time (a retry restarts it with the worker), so
    // the cached account may not exist there any more: then it is registered anew, or the retry
    // could never pass (seen under load: the retry failed with 401 in 4 s).
    const user = await login(account.email, account.passwort, origin).catch(() => null);
    account = user ? { ...account, user } : undefined;
  }
  account ??= await createAccount(art, vorname, origin);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(account));
  return account;
}

/** The account id: the session token's subject. */
export const accountIdOf = (jwt: string): string =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/** Every document the page loads starts signed in as this user (sessionStorage 'user'). */
export async function signIn(page: Page, user: PortalUser): Promise<void> {
  await page.addInitScript((value) => sessionStorage.setItem('user', value), JSON.stringify(user));
}
