// TOTP on and off in Meine Daten (decision 0042): a key is shown (QR code as the staff set-up shows it)
// and only switched on by its first code; ten recovery codes are shown once and stored hashed.
// Switching off asks for a current code or a recovery code. Access-data changes ask for the factor.
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import type { FaktorNachweis, ZweiterFaktorStand } from '@examensportal/domain/schemas/zweiter-faktor';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import {
  formatRecoveryCode,
  hashRecoveryCode,
  newRecoveryCode,
  recoveryCodeCount,
} from '../../infra/zweiter-faktor/recovery-codes';
import { matchingStep, newTotpSecret, totpSetup, type TotpSetup } from '../../infra/zweiter-faktor/totp';
import type { AuthSession } from '../sessions/service';
import { recordFailure, refuseWhileWaiting } from '../sessions/service';
import { listPasskeys } from './passkey-repo';
import { passkeyEintrag, passkeyEntfernt } from './passkeys';
import { checkFactor } from './pruefen';
import {
  activateKey,
  findTotp,
  hasSecondFactor,
  hasTotp,
  removeSecondFactor,
  replaceCodes,
  savePendingKey,
  unusedCodes,
} from './repo';

const codeFehler = (text: string, feld: 'code' | 'wiederherstellungscode' | 'passkey' = 'code') =>
  new HttpError(400, text, {}, { [feld]: text });

export async function stand(ctx: AppContext, session: AuthSession): Promise<ZweiterFaktorStand> {
  const totp = await hasTotp(ctx.db, session.accountId);
  return {
    totp,
    wiederherstellungscodes: totp ? await unusedCodes(ctx.db, session.accountId) : 0,
    passkeys: (await listPasskeys(ctx.db, session.accountId)).map(passkeyEintrag),
  };
}

/** A new key for the app (each call replaces the one shown before); kept sealed until confirmed. */
export async function beginnen(ctx: AppContext, session: AuthSession): Promise<TotpSetup> {
  if (await hasTotp(ctx.db, session.accountId)) throw new HttpError(409, t.bereitsEingeschaltet);
  const secret = newTotpSecret();
  await savePendingKey(ctx.db, session.accountId, ctx.totpSealer.seal(secret));
  return totpSetup(secret, session.email, 'Examensportal');
}

/** The first code proves the app has the key: on, and the recovery codes (shown once). */
export async function bestaetigen(
  ctx: AppContext,
  session: AuthSession,
  code: string,
  log: FastifyBaseLogger,
): Promise<{ wiederherstellungscodes: string[] }> {
  const now = ctx.clock.now();
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    const row = await findTotp(tx, session.accountId, true);
    if (row?.secret) throw new HttpError(409, t.bereitsEingeschaltet);
    if (!row?.pending) throw new HttpError(409, t.einrichtungFehlt);
    const secret = ctx.totpSealer.open(row.pending);
    const step = matchingStep(secret, code, now);
    if (step === null) throw codeFehler(t.codeFalsch);
    await activateKey(tx, session.accountId, ctx.totpSealer.seal(secret), step, now);
    await replaceCodes(tx, session.accountId, codes.map(hashRecoveryCode), now);
  });
  log.info({ event: 'account.second_factor_on', accountId: session.accountId });
  return { wiederherstellungscodes: codes.map(formatRecoveryCode) };
}

/**
 * Where a second factor is on, the proof is needed (access-data changes, switching off); a wrong one
 * counts like a wrong password (same throttling key), so it cannot be guessed faster than a password.
 */
export async function requireFactor(
  ctx: AppContext,
  session: AuthSession,
  nachweis: FaktorNachweis,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await hasSecondFactor(ctx.db, session.accountId))) return;
  const gegeben = [nachweis.code, nachweis.wiederherstellungscode, nachweis.passkey].filter(
    (x) => x !== undefined,
  ).length;
  if (gegeben === 0) throw codeFehler(t.zugangsdatenCodeFehlt);
  if (gegeben > 1) throw new HttpError(400, t.codeOderWiederherstellung);
  const now = ctx.clock.now();
  await refuseWhileWaiting(ctx, session.email, ip, now, log);
  if (await checkFactor(ctx, session.accountId, nachweis, now, 'nachweis', log)) return;
  await recordFailure(ctx, session.email, ip, now);
  log.warn({ event: 'auth.second_factor_failed', accountId: session.accountId });
  if (nachweis.passkey !== undefined) throw codeFehler(t.passkeyFalsch, 'passkey');
  throw nachweis.code !== undefined
    ? codeFehler(t.codeFalsch)
    : codeFehler(t.wiederherstellungscodeFalsch, 'wiederherstellungscode');
}

export async function ausschalten(
  ctx: AppContext,
  session: AuthSession,
  nachweis: FaktorNachweis,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await hasTotp(ctx.db, session.accountId))) throw new HttpError(409, t.nichtEingeschaltet);
  await requireFactor(ctx, session, nachweis, ip, log);
  await ctx.db.transaction((tx) => removeSecondFactor(tx, session.accountId));
  log.info({ event: 'account.second_factor_off', accountId: session.accountId });
}

/** Removes one passkey after a fresh second factor (a code, a recovery code or a passkey, decision 0051). */
export async function passkeyEntfernen(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  nachweis: FaktorNachweis,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const vorhanden = (await listPasskeys(ctx.db, session.accountId)).some((p) => p.id === id);
  if (!vorhanden) throw new HttpError(404, t.passkeyNichtGefunden);
  await requireFactor(ctx, session, nachweis, ip, log);
  await passkeyEntfernt(ctx, session, id, log);
}
