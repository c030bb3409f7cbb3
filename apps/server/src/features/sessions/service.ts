import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { LoginPayload } from '@examensportal/domain/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { burnPasswordCheck, verifyPassword } from '../../infra/passwords';
import { absoluteLifetimeMs } from '../../infra/session-tokens';
import { randomUUID } from 'node:crypto';
import type { ZweiterSchritt } from '@examensportal/domain/schemas/zweiter-faktor';
import { findAccountByEmail, findAccountById, recordLogin, type Account } from '../accounts/repo';
import { verfahrenOf, type Faktor } from '../zweiter-faktor/repo';
import { enqueueConfirmationIfStale } from '../accounts/confirmation';
import { verifyCaptcha } from '../captcha/service';
import {
  clearLoginFailures,
  createSession,
  findSession,
  getLoginFailures,
  recordLoginFailure,
  revokeSession,
  type SessionJoin,
  touchSession,
} from './repo';

export const idleTimeoutMs = 30 * 60_000;
/** last_seen is written at most this often (one write per minute, not per request). */
const touchEveryMs = 60_000;

export interface AuthSession {
  accountId: string;
  sessionId: string;
  /** When the password was checked (start of the session): the recent-login window counts from here. */
  createdAt: Date;
  art: 'WP' | 'EIGNUNG';
  email: string;
  vorname: string;
  nachname: string;
  /** What the route's SessionJoin read with the session (PostgreSQL only; decision 0073). */
  joined?: { join: SessionJoin<unknown>; value: unknown };
}

export interface LoginResponse {
  art: 'WP' | 'EIGNUNG';
  vorname: string;
  nachname: string;
  lastLogin: string | null;
  jwt: string;
}

// Lock-out fairness (issue 17, SEC-AUTH-4). Failures are counted per account *and client address*: a
// client gets five free failures, then a doubling wait up to 15 minutes — so whoever knows a
// candidate's address can slow only their own guessing, never the candidate's own login from another
// address. A second count per account over all clients is the ceiling against guessing from many
// addresses: past 30 failures in a day, a client has no free failure left (its first failure already
// starts its wait). Every attempt needs a solved ALTCHA on top. A client that has not failed never
// waits; a quiet day, a successful login (for that client) or a password reset (for all) clears.
const freeFailures = 5;
export const accountCeiling = 30;
const maxWaitMs = 15 * 60_000;
const failureMemoryMs = 24 * 3_600_000;

export function loginWaitMs(failures: number, free = freeFailures): number {
  if (failures < free || failures === 0) return 0;
  return Math.min(1000 * 2 ** (failures - free), maxWaitMs);
}

/** The counter of one account from one client address (the address cannot contain a space). */
export const clientKey = (emailKey: string, ip: string) => `${emailKey} ${ip}`;

const expired = () => new HttpError(401, messages.auth.sitzungAbgelaufen);

export async function authenticate(
  ctx: AppContext,
  authorization: string | undefined,
  log: FastifyBaseLogger,
  join?: SessionJoin<unknown>,
): Promise<AuthSession> {
  const match = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/.exec(authorization ?? '');
  if (!match?.[1]) {
    if (authorization) log.info({ event: 'auth.token_rejected', reason: 'malformed_header' });
    throw new HttpError(401, messages.auth.nichtAngemeldet);
  }
  const now = ctx.clock.now();
  const claims = await ctx.sessionTokens.verify(match[1], now);
  if (!claims) {
    log.info({ event: 'auth.token_rejected', reason: 'invalid_token' });
    throw expired();
  }
  // PGlite: the session from memory while nothing changed it (decision 0052); PostgreSQL: one read,
  // with the route's own read joined to it when the route has one (decision 0073).
  const cache = ctx.sessionCache;
  const session =
    cache?.get(claims.sessionId, now, touchEveryMs) ??
    (cache
      ? await cache.read(claims.sessionId, () => findSession(ctx.db, claims.sessionId))
      : join
        ? await join.find(ctx.db, claims.sessionId)
        : await findSession(ctx.db, claims.sessionId));
  const reason = !session
    ? 'unknown_session'
    : session.accountId !== claims.accountId
      ? 'account_mismatch'
      : session.revokedAt
        ? 'revoked'
        : now.getTime() - session.createdAt.getTime() > absoluteLifetimeMs
          ? 'absolute_timeout'
          : now.getTime() - session.lastSeenAt.getTime() > idleTimeoutMs
            ? 'idle_timeout'
            : undefined;
  if (!session || reason) {
    log.info({ event: 'auth.token_rejected', reason, sessionId: claims.sessionId });
    if (session && (reason === 'idle_timeout' || reason === 'absolute_timeout')) {
      await revokeSession(ctx.db, session.id, now);
    }
    throw expired();
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= touchEveryMs) {
    await touchSession(ctx.db, session.id, now);
    cache?.touched(session.id, now);
  }
  return {
    accountId: session.accountId,
    sessionId: session.id,
    createdAt: session.createdAt,
    art: session.art as AuthSession['art'],
    email: session.email,
    vorname: session.vorname,
    nachname: session.nachname,
    ...(join && 'joined' in session ? { joined: { join, value: session.joined } } : {}),
  };
}

const recent = <R extends { lastFailedAt: Date }>(row: R | undefined, now: Date) =>
  row && now.getTime() - row.lastFailedAt.getTime() < failureMemoryMs ? row : undefined;

/** 429 while this client's failures for the account still ask for a wait (login and the current-password check). */
export async function refuseWhileWaiting(
  ctx: AppContext,
  emailKey: string,
  ip: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const mine = recent(await getLoginFailures(ctx.db, clientKey(emailKey, ip)), now);
  if (!mine) return;
  const all = recent(await getLoginFailures(ctx.db, emailKey), now);
  const free = (all?.count ?? 0) >= accountCeiling ? 0 : freeFailures;
  const waitUntil = mine.lastFailedAt.getTime() + loginWaitMs(mine.count, free);
  if (waitUntil <= now.getTime()) return;
  const seconds = Math.ceil((waitUntil - now.getTime()) / 1000);
  log.warn({ event: 'auth.rate_limited', scope: 'account_client', failures: mine.count });
  throw new HttpError(429, serverTexte.zuVieleAnfragen(seconds), { 'retry-after': String(seconds) });
}

export async function recordFailure(ctx: AppContext, emailKey: string, ip: string, now: Date): Promise<void> {
  const resetBefore = new Date(now.getTime() - failureMemoryMs);
  await recordLoginFailure(ctx.db, clientKey(emailKey, ip), now, resetBefore);
  await recordLoginFailure(ctx.db, emailKey, now, resetBefore);
}

/**
 * Access-data changes ask for the current password (decision 0006): a session left open on a shared
 * computer must not be enough to take the account over. A wrong password counts like a failed login.
 */
export async function verifyCurrentPassword(
  ctx: AppContext,
  session: AuthSession,
  password: string,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.clock.now();
  await refuseWhileWaiting(ctx, session.email, ip, now, log);
  const account = await findAccountById(ctx.db, session.accountId);
  if (account && (await verifyPassword(account.passwordHash, password))) return;
  await recordFailure(ctx, session.email, ip, now);
  log.warn({ event: 'auth.current_password_failed', accountId: session.accountId });
  const text = messages.auth.aktuellesPasswortFalsch;
  throw new HttpError(400, text, {}, { passwortAlt: text });
}

export async function login(
  ctx: AppContext,
  payload: LoginPayload,
  ip: string,
  log: FastifyBaseLogger,
  userAgent: string | null = null,
): Promise<LoginResponse | ZweiterSchritt> {
  await verifyCaptcha(ctx, payload.token, log);
  const now = ctx.clock.now();
  const emailKey = payload.email;

  await refuseWhileWaiting(ctx, emailKey, ip, now, log);

  const account = await findAccountByEmail(ctx.db, payload.email);
  const ok = account ? await verifyPassword(account.passwordHash, payload.passwort) : false;
  if (!account) await burnPasswordCheck(payload.passwort, ctx.config.passwordHashCost);
  if (!account || !ok) {
    await recordFailure(ctx, emailKey, ip, now);
    log.warn({
      event: 'auth.login_failed',
      reason: account ? 'wrong_password' : 'unknown_account',
      accountId: account?.id,
    });
    throw new HttpError(401, messages.auth.anmeldungFehlgeschlagen);
  }
  if (!account.confirmedAt) {
    await clearLoginFailures(ctx.db, clientKey(emailKey, ip));
    await enqueueConfirmationIfStale(ctx, account, now);
    log.info({ event: 'auth.login_unconfirmed', accountId: account.id });
    throw new HttpError(400, messages.auth.kontoNichtBestaetigt);
  }
  const verfahren = await verfahrenOf(ctx.db, account.id);
  if (verfahren.length > 0) {
    // No session yet (decision 0042): a five-minute step naming only the account. The failures are
    // not cleared here, so a known password does not reset the count of wrong codes.
    const schritt = await ctx.loginStepTokens.sign({ accountId: account.id, sessionId: randomUUID() }, now);
    log.info({ event: 'auth.login_second_step', accountId: account.id });
    return { zweiterFaktor: { schritt, verfahren } };
  }
  await clearLoginFailures(ctx.db, clientKey(emailKey, ip));
  return openSession(ctx, account, { now, userAgent, zweiterFaktor: null }, log);
}

/** A full session after every check passed: the login's answer of spec §7. */
export async function openSession(
  ctx: AppContext,
  account: Account,
  opts: { now: Date; userAgent: string | null; zweiterFaktor: Faktor | null },
  log: FastifyBaseLogger,
): Promise<LoginResponse> {
  const { now } = opts;
  const { sessionId, previous } = await ctx.db.transaction(async (tx) => {
    // The account row first: the session's insert takes a key-share lock on it (its foreign key), so
    // two logins of one account that each inserted before asking for the row deadlocked on PostgreSQL
    // (test/login.test.ts).
    const before = await recordLogin(tx, account.id, now);
    return {
      previous: before,
      sessionId: await createSession(tx, account.id, now, opts.userAgent, opts.zweiterFaktor),
    };
  });
  const jwt = await ctx.sessionTokens.sign({ accountId: account.id, sessionId }, now);
  log.info({ event: 'auth.login_succeeded', accountId: account.id, sessionId, factor: opts.zweiterFaktor });
  return {
    art: account.art as LoginResponse['art'],
    vorname: account.vorname,
    nachname: account.nachname,
    lastLogin: previous ? previous.toISOString() : null,
    jwt,
  };
}

export async function logout(ctx: AppContext, session: AuthSession, log: FastifyBaseLogger): Promise<void> {
  await revokeSession(ctx.db, session.sessionId, ctx.clock.now());
  log.info({ event: 'auth.logout', accountId: session.accountId, sessionId: session.sessionId });
}
