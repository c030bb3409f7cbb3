// Staff login: password (argon2, like candidates), then a TOTP code or a recovery code. Failures are
// throttled like candidates' (per account and client address, features/sessions) and audited.
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { StaffLoginPayload } from '@examensportal/domain/schemas/pruefungsstelle';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { burnPasswordCheck, verifyPassword } from '../../infra/passwords';
import { clearLoginFailures } from '../sessions/repo';
import { clientKey, recordFailure, refuseWhileWaiting } from '../sessions/service';
import { recordStaffAction } from './audit';
import { hashRecoveryCode } from '../../infra/zweiter-faktor/recovery-codes';
import {
  claimTotpStep,
  consumeRecoveryCode,
  createStaffSession,
  findStaffByEmail,
  updateStaff,
  type StaffAccount,
} from './repo';
import { matchingStep } from '../../infra/zweiter-faktor/totp';

const p = pruefungsstelle;

export type LoginAntwort =
  | { schritt: 'sicherheitscode' }
  | { schritt: 'einrichtung'; jwt: string }
  | { schritt: 'angemeldet'; jwt: string };

/** The throttling key of a staff address: apart from a candidate's with the same address. */
const staffKey = (email: string) => `pruefungsstelle:${email}`;

/** The account's TOTP key in clear (sealed at rest). */
const openTotpSecret = (ctx: AppContext, staff: StaffAccount): string | null =>
  staff.totpSecret ? ctx.totpSealer.open(staff.totpSecret) : null;

export async function login(
  ctx: AppContext,
  payload: StaffLoginPayload,
  ip: string,
  log: FastifyBaseLogger,
): Promise<LoginAntwort> {
  const now = ctx.clock.now();
  const key = staffKey(payload.email);
  await refuseWhileWaiting(ctx, key, ip, now, log);

  const staff = await findStaffByEmail(ctx.db, payload.email);
  const ok = staff?.passwordHash ? await verifyPassword(staff.passwordHash, payload.passwort) : false;
  if (!staff?.passwordHash) await burnPasswordCheck(payload.passwort, ctx.config.passwordHashCost);

  const fail = async (grund: string, text: string, status = 401): Promise<never> => {
    await recordFailure(ctx, key, ip, now);
    await recordStaffAction(
      ctx.db,
      {
        staffId: staff?.id ?? null,
        wer: staff?.name ?? payload.email,
        quelle: 'browser',
        aktion: 'anmeldung.fehlgeschlagen',
        ziel: payload.email,
        nachher: { grund },
      },
      now,
    );
    log.warn({ event: 'staff.login_failed', reason: grund, staffId: staff?.id });
    throw new HttpError(status, text);
  };

  if (!staff || !ok) return fail(staff ? 'passwort' : 'unbekannt', p.anmeldungFehlgeschlagen);
  if (staff.disabledAt) return fail('deaktiviert', p.kontoGesperrt, 403);

  if (!staff.activatedAt) {
    // Password set from the link, second factor not yet: a session that can only set it up.
    return { schritt: 'einrichtung', jwt: await openSession(ctx, staff, 'einrichtung', now, log) };
  }
  if (payload.code === undefined && payload.wiederherstellungscode === undefined) {
    return { schritt: 'sicherheitscode' };
  }

  let aktion = 'anmeldung.erfolgreich';
  if (payload.code !== undefined) {
    const secret = openTotpSecret(ctx, staff);
    const step = secret ? matchingStep(secret, payload.code, now) : null;
    if (step === null || !(await claimTotpStep(ctx.db, staff.id, step))) {
      return fail(
        step === null ? 'sicherheitscode' : 'sicherheitscode_wiederverwendet',
        p.sicherheitscodeFalsch,
      );
    }
  } else if (payload.wiederherstellungscode !== undefined) {
    const used = await consumeRecoveryCode(
      ctx.db,
      staff.id,
      hashRecoveryCode(payload.wiederherstellungscode),
      now,
    );
    if (!used) return fail('wiederherstellungscode', p.wiederherstellungscodeFalsch);
    aktion = 'anmeldung.wiederherstellungscode';
  }
  await clearLoginFailures(ctx.db, clientKey(key, ip));
  return { schritt: 'angemeldet', jwt: await openSession(ctx, staff, 'angemeldet', now, log, aktion) };
}

async function openSession(
  ctx: AppContext,
  staff: StaffAccount,
  stufe: 'einrichtung' | 'angemeldet',
  now: Date,
  log: FastifyBaseLogger,
  aktion = 'anmeldung.erfolgreich',
): Promise<string> {
  const sessionId = await ctx.db.transaction(async (tx) => {
    const id = await createStaffSession(tx, staff.id, stufe, now);
    await updateStaff(tx, staff.id, { lastLoginAt: now });
    await recordStaffAction(
      tx,
      {
        staffId: staff.id,
        wer: staff.name,
        quelle: 'browser',
        aktion,
        ziel: staff.email,
        nachher: { stufe },
      },
      now,
    );
    return id;
  });
  log.info({ event: 'staff.login_succeeded', staffId: staff.id, sessionId, stufe });
  return ctx.staffSessionTokens.sign({ accountId: staff.id, sessionId }, now);
}
