import { messages } from '@examensportal/domain/messages';
import type {
  ChangeEmailPayload,
  ChangePasswordPayload,
  RegisterPayload,
  RequestNewPasswordPayload,
  ResetPasswordPayload,
  RevertEmailPayload,
} from '@examensportal/domain/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../infra/outbox';
import { hashPassword, isCommonPassword } from '../../infra/passwords';
import { hashToken } from '../../infra/tokens';
import { clearAccountLoginFailures, revokeAccountSessions } from '../sessions/repo';
import type { AuthSession } from '../sessions/service';
import { verifyCaptcha } from '../captcha/service';
import { verifyCurrentPassword } from '../sessions/service';
import { requireFactor } from '../zweiter-faktor/einrichtung';
import { issueConfirmation } from './confirmation';
import {
  consumeRevertToken,
  consumeToken,
  createLinkToken,
  countTokensSince,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  invalidateTokens,
  peekToken,
  updateAccount,
} from './repo';
import { isUniqueViolation } from '../../db/errors';

const resetLifetimeMs = 60 * 60_000;
/** 'Das war ich nicht' links of an e-mail change stay valid this long. */
const revertLifetimeMs = 7 * 24 * 3_600_000;
/** Stored instead of a password hash: argon2 cannot verify it, so only a reset gets the owner back in. */
const RESET_REQUIRED = '!reset-required';
/** Password and e-mail changes need a login at most this old (quality targets §4 C2/C3). */
const recentLoginMs = 15 * 60_000;
const resetMailsPerHour = 3;

function rejectCommonPassword(passwort: string): void {
  if (isCommonPassword(passwort)) {
    throw new HttpError(
      400,
      messages.auth.passwortZuHaeufig,
      {},
      { passwort: messages.auth.passwortZuHaeufig },
    );
  }
}

function requireRecentLogin(ctx: AppContext, session: AuthSession, log: FastifyBaseLogger): void {
  if (ctx.clock.now().getTime() - session.createdAt.getTime() > recentLoginMs) {
    log.info({ event: 'auth.reauthentication_required', accountId: session.accountId });
    throw new HttpError(403, messages.auth.erneuteAnmeldungNoetig);
  }
}

const mailDeps = (ctx: AppContext, now: Date) => ({
  sealer: ctx.sealer,
  now,
  messageDomain: ctx.messageDomain,
});

/**
 * A taken address answers exactly like a new one and mails its owner instead (no enumeration); the
 * password is hashed on both paths so the timing matches too.
 */
export async function register(
  ctx: AppContext,
  payload: RegisterPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  await verifyCaptcha(ctx, payload.token, log);
  rejectCommonPassword(payload.passwort);
  const passwordHash = await hashPassword(payload.passwort, ctx.config.passwordHashCost);
  const now = ctx.clock.now();

  const mailOwner = async () => {
    const owner = await findAccountByEmail(ctx.db, payload.email);
    if (!owner) throw new Error('account vanished during registration');
    await enqueueMail(ctx.db, mailDeps(ctx, now), {
      template: 'bereitsRegistriert',
      to: owner.email,
      vorname: owner.vorname,
      nachname: owner.nachname,
    });
    log.info({ event: 'account.register_existing', accountId: owner.id });
  };

  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await findAccountByEmail(tx, payload.email);
      if (existing) {
        await enqueueMail(tx, mailDeps(ctx, now), {
          template: 'bereitsRegistriert',
          to: existing.email,
          vorname: existing.vorname,
          nachname: existing.nachname,
        });
        log.info({ event: 'account.register_existing', accountId: existing.id });
        return;
      }
      const account = await insertAccount(tx, {
        email: payload.email,
        vorname: payload.vorname,
        nachname: payload.nachname,
        art: payload.art,
        passwordHash,
        createdAt: now,
      });
      await issueConfirmation(ctx, tx, account, now);
      log.info({ event: 'account.registered', accountId: account.id, art: account.art });
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the loser is treated as "taken".
    if (!isUniqueViolation(error)) throw error;
    await mailOwner();
  }
  ctx.outbox.kick();
}

export async function confirmRegistration(
  ctx: AppContext,
  token: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.clock.now();
  const accountId = await ctx.db.transaction(async (tx) => {
    const id = await consumeToken(tx, hashToken(token), 'confirm', now);
    if (!id) return undefined;
    const account = await findAccountById(tx, id);
    if (account && !account.confirmedAt) await updateAccount(tx, id, { confirmedAt: now });
    return id;
  });
  if (!accountId) {
    log.info({ event: 'account.confirm_rejected' });
    throw new HttpError(400, messages.auth.linkUngueltig);
  }
  log.info({ event: 'account.confirmed', accountId });
}

/** Always the same answer; known addresses get at most three links per hour. */
export async function requestNewPassword(
  ctx: AppContext,
  payload: RequestNewPasswordPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  await verifyCaptcha(ctx, payload.token, log);
  const now = ctx.clock.now();
  const account = await findAccountByEmail(ctx.db, payload.email);
  if (!account) {
    log.info({ event: 'account.reset_requested', known: false });
    return;
  }
  const recent = await countTokensSince(ctx.db, account.id, 'reset', new Date(now.getTime() - 3_600_000));
  if (recent >= resetMailsPerHour) {
    log.warn({ event: 'auth.rate_limited', scope: 'reset_account', accountId: account.id });
    return;
  }
  await ctx.db.transaction((tx) => issueResetLink(ctx, tx, account, now));
  ctx.outbox.kick();
  log.info({ event: 'account.reset_requested', known: true, accountId: account.id });
}

/** A new reset link (older ones end), mailed to the account's address in the caller's transaction. */
async function issueResetLink(
  ctx: AppContext,
  tx: Tx,
  account: { id: string; email: string; vorname: string; nachname: string },
  now: Date,
): Promise<void> {
  await invalidateTokens(tx, account.id, 'reset', now);
  const token = await createLinkToken(tx, {
    accountId: account.id,
    purpose: 'reset',
    now,
    lifetimeMs: resetLifetimeMs,
  });
  await enqueueMail(tx, mailDeps(ctx, now), {
    template: 'passwortZuruecksetzen',
    to: account.email,
    vorname: account.vorname,
    nachname: account.nachname,
    token,
  });
}

/** Sets the password only: no login; every session ends; the owner is told. */
export async function resetPassword(
  ctx: AppContext,
  payload: ResetPasswordPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  const hash = hashToken(payload.token);
  const invalid = () => {
    log.info({ event: 'account.reset_rejected' });
    return new HttpError(400, messages.auth.linkUngueltig);
  };
  // Checked before argon2 so an invalid link costs no CPU.
  if (!(await peekToken(ctx.db, hash, 'reset', ctx.clock.now()))) throw invalid();
  rejectCommonPassword(payload.passwort);
  const passwordHash = await hashPassword(payload.passwort, ctx.config.passwordHashCost);
  const now = ctx.clock.now();
  const account = await ctx.db.transaction(async (tx) => {
    const id = await consumeToken(tx, hash, 'reset', now);
    if (!id) return undefined;
    const found = await findAccountById(tx, id);
    if (!found) return undefined;
    // Opening the mailed link proves the address, so an unconfirmed account is confirmed too.
    await updateAccount(tx, id, { passwordHash, confirmedAt: found.confirmedAt ?? now });
    await invalidateTokens(tx, id, 'reset', now);
    await revokeAccountSessions(tx, id, now);
    await clearAccountLoginFailures(tx, found.email);
    await enqueueMail(tx, mailDeps(ctx, now), {
      template: 'passwortZurueckgesetzt',
      to: found.email,
      vorname: found.vorname,
      nachname: found.nachname,
      zeitpunkt: now.toISOString(),
    });
    return found;
  });
  if (!account) throw invalid();
  ctx.outbox.kick();
  log.info({ event: 'account.password_reset', accountId: account.id });
}

export async function changePassword(
  ctx: AppContext,
  session: AuthSession,
  payload: ChangePasswordPayload,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  requireRecentLogin(ctx, session, log);
  await verifyCurrentPassword(ctx, session, payload.passwortAlt, ip, log);
  await requireFactor(ctx, session, payload, ip, log);
  rejectCommonPassword(payload.passwort);
  const passwordHash = await hashPassword(payload.passwort, ctx.config.passwordHashCost);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateAccount(tx, session.accountId, { passwordHash });
    await revokeAccountSessions(tx, session.accountId, now, session.sessionId);
    await enqueueMail(tx, mailDeps(ctx, now), {
      template: 'passwortGeaendert',
      to: session.email,
      vorname: session.vorname,
      nachname: session.nachname,
      zeitpunkt: now.toISOString(),
    });
  });
  ctx.outbox.kick();
  log.info({ event: 'account.password_changed', accountId: session.accountId });
}

export async function changeEmail(
  ctx: AppContext,
  session: AuthSession,
  payload: ChangeEmailPayload,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  requireRecentLogin(ctx, session, log);
  await verifyCurrentPassword(ctx, session, payload.passwortAlt, ip, log);
  await requireFactor(ctx, session, payload, ip, log);
  const now = ctx.clock.now();
  if (payload.email === session.email) {
    log.info({ event: 'account.email_change_refused', accountId: session.accountId });
    throw new HttpError(409, messages.auth.emailNichtGeaendert);
  }
  const common = { vorname: session.vorname, nachname: session.nachname, zeitpunkt: now.toISOString() };
  try {
    const changed = await ctx.db.transaction(async (tx) => {
      // Sessions end either way, so the answer and what follows look the same whether the address
      // was free or belongs to another account (issue 17: no account enumeration).
      await revokeAccountSessions(tx, session.accountId, now);
      const owner = await findAccountByEmail(tx, payload.email);
      if (owner) {
        await enqueueMail(tx, mailDeps(ctx, now), {
          template: 'emailAdresseVergeben',
          to: owner.email,
          vorname: owner.vorname,
          nachname: owner.nachname,
          zeitpunkt: common.zeitpunkt,
        });
        return false;
      }
      await updateAccount(tx, session.accountId, { email: payload.email });
      const token = await createLinkToken(tx, {
        accountId: session.accountId,
        purpose: 'email_revert',
        now,
        lifetimeMs: revertLifetimeMs,
        detail: session.email,
      });
      await enqueueMail(tx, mailDeps(ctx, now), {
        template: 'emailGeaendertAlt',
        to: session.email,
        neueAdresse: payload.email,
        token,
        ...common,
      });
      await enqueueMail(tx, mailDeps(ctx, now), {
        template: 'emailGeaendertNeu',
        to: payload.email,
        ...common,
      });
      return true;
    });
    log.info({
      event: changed ? 'account.email_changed' : 'account.email_taken',
      accountId: session.accountId,
    });
  } catch (error) {
    // Taken between the look-up and the update: nothing changed, answered like a change.
    if (!isUniqueViolation(error)) throw error;
    log.info({ event: 'account.email_taken', accountId: session.accountId });
  }
  ctx.outbox.kick();
}

/**
 * 'Das war ich nicht' from the old address (7 days): the old address comes back, every session ends and
 * the password must be set anew through the reset link mailed to the restored address.
 */
export async function revertEmail(
  ctx: AppContext,
  payload: RevertEmailPayload,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = ctx.clock.now();
  const invalid = () => {
    log.info({ event: 'account.email_revert_rejected' });
    return new HttpError(400, messages.auth.linkUngueltig);
  };
  const reverted = await ctx.db.transaction(async (tx) => {
    const found = await consumeRevertToken(tx, hashToken(payload.token), now);
    if (!found) return undefined;
    const account = await findAccountById(tx, found.accountId);
    if (!account) return undefined;
    // An unusable hash: no password logs in until the owner sets a new one by the reset link.
    await updateAccount(tx, account.id, { email: found.email, passwordHash: RESET_REQUIRED });
    await revokeAccountSessions(tx, account.id, now);
    await invalidateTokens(tx, account.id, 'email_revert', now);
    await clearAccountLoginFailures(tx, account.email);
    await issueResetLink(ctx, tx, { ...account, email: found.email }, now);
    return account;
  });
  if (!reverted) throw invalid();
  ctx.outbox.kick();
  log.warn({ event: 'account.email_reverted', accountId: reverted.id });
}
