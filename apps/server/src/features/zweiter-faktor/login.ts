// The login's second step (decision 0042): POST /login answered {zweiterFaktor: {schritt}} instead of a
// session; this call takes the step and a current code or a recovery code and answers what POST /login
// answers without a second factor. Wrong codes count like wrong passwords (same key: the address and
// the client), so the lock-out of the password applies to the code too.
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import type { PasskeyOptionen, ZweiterSchrittPayload } from '@examensportal/domain/schemas/zweiter-faktor';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { findAccountById } from '../accounts/repo';
import { clearLoginFailures } from '../sessions/repo';
import {
  clientKey,
  openSession,
  recordFailure,
  refuseWhileWaiting,
  type LoginResponse,
} from '../sessions/service';
import { anmeldeOptionen } from './passkeys';
import { checkFactor } from './pruefen';

export async function zweiterSchritt(
  ctx: AppContext,
  payload: ZweiterSchrittPayload,
  ip: string,
  log: FastifyBaseLogger,
  userAgent: string | null,
): Promise<LoginResponse> {
  const now = ctx.clock.now();
  const account = await stepAccount(ctx, payload.schritt, now, log);
  await refuseWhileWaiting(ctx, account.email, ip, now, log);
  const faktor = await checkFactor(ctx, account.id, payload, now, 'anmeldung', log);
  if (!faktor) {
    await recordFailure(ctx, account.email, ip, now);
    log.warn({ event: 'auth.login_failed', reason: 'second_factor', accountId: account.id });
    const text =
      payload.passkey !== undefined
        ? t.passkeyFalsch
        : payload.code !== undefined
          ? t.codeFalsch
          : t.wiederherstellungscodeFalsch;
    throw new HttpError(401, text);
  }
  await clearLoginFailures(ctx.db, clientKey(account.email, ip));
  return openSession(ctx, account, { now, userAgent, zweiterFaktor: faktor }, log);
}

/** The account behind a pending step, or 401 (expired, forged, unconfirmed). */
async function stepAccount(ctx: AppContext, schritt: string, now: Date, log: FastifyBaseLogger) {
  const claims = await ctx.loginStepTokens.verify(schritt, now);
  const account = claims ? await findAccountById(ctx.db, claims.accountId) : undefined;
  if (!account?.confirmedAt) {
    log.info({ event: 'auth.second_step_rejected', reason: 'invalid_step' });
    throw new HttpError(401, t.schrittAbgelaufen);
  }
  return account;
}

/** POST /login/zweiterfaktor/passkey (decision 0051): a challenge for the step's account's passkeys. */
export async function passkeySchritt(
  ctx: AppContext,
  schritt: string,
  ip: string,
  log: FastifyBaseLogger,
): Promise<PasskeyOptionen> {
  const now = ctx.clock.now();
  const account = await stepAccount(ctx, schritt, now, log);
  await refuseWhileWaiting(ctx, account.email, ip, now, log);
  return anmeldeOptionen(ctx, account.id, 'anmeldung');
}
