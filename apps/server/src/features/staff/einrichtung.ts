// First login of a staff account: the one-time link sets the password and opens a session that can
// only set up the second factor; confirming the first TOTP code activates the account, turns the
// session into a full login and shows the recovery codes once.
import { messages } from '@examensportal/domain/messages';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { hashPassword, isCommonPassword } from '../../infra/passwords';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import {
  formatRecoveryCode,
  hashRecoveryCode,
  newRecoveryCode,
  recoveryCodeCount,
} from '../../infra/zweiter-faktor/recovery-codes';
import {
  createStaffSession,
  findValidSetupToken,
  lockStaff,
  replaceRecoveryCodes,
  setSessionStufe,
  updateStaff,
  useSetupToken,
} from './repo';
import { matchingStep, newTotpSecret, totpSetup, type TotpSetup } from '../../infra/zweiter-faktor/totp';

const p = pruefungsstelle;
const linkUngueltig = () => new HttpError(410, p.einrichtungslinkUngueltig);

/** Who the link is for (the page greets them), without using it. */
export async function checkLink(ctx: AppContext, token: string) {
  const row = await findValidSetupToken(ctx.db, token, ctx.clock.now());
  if (!row || row.staff.activatedAt) throw linkUngueltig();
  return { name: row.staff.name, email: row.staff.email };
}

/** Sets the password and uses the link up; answers a session that may only set up the second factor. */
export async function passwortFestlegen(
  ctx: AppContext,
  payload: { token: string; passwort: string },
  log: FastifyBaseLogger,
): Promise<{ jwt: string }> {
  if (isCommonPassword(payload.passwort)) {
    throw new HttpError(
      400,
      messages.auth.passwortZuHaeufig,
      {},
      { passwort: messages.auth.passwortZuHaeufig },
    );
  }
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(payload.passwort, ctx.config.passwordHashCost);
  const { staffId, sessionId } = await ctx.db.transaction(async (tx) => {
    const row = await findValidSetupToken(tx, payload.token, now, true);
    if (!row || row.staff.activatedAt) throw linkUngueltig();
    await useSetupToken(tx, row.tokenId, now);
    await updateStaff(tx, row.staff.id, { passwordHash, totpPending: null });
    const id = await createStaffSession(tx, row.staff.id, 'einrichtung', now);
    await recordStaffAction(
      tx,
      {
        staffId: row.staff.id,
        wer: row.staff.name,
        quelle: 'browser',
        aktion: 'einrichtung.passwort',
        ziel: row.staff.email,
      },
      now,
    );
    return { staffId: row.staff.id, sessionId: id };
  });
  log.info({ event: 'staff.password_set', staffId });
  return { jwt: await ctx.staffSessionTokens.sign({ accountId: staffId, sessionId }, now) };
}

/** A new key for the app (each call replaces the one shown before); kept sealed until confirmed. */
export async function totpBeginnen(ctx: AppContext, session: StaffSession): Promise<TotpSetup> {
  const secret = newTotpSecret();
  await updateStaff(ctx.db, session.staffId, { totpPending: ctx.totpSealer.seal(secret) });
  return totpSetup(secret, session.email, 'Examensportal Prüfungsstelle');
}

/** The first code proves the app has the key: activate, full login, recovery codes (shown once). */
export async function totpBestaetigen(
  ctx: AppContext,
  session: StaffSession,
  code: string,
  log: FastifyBaseLogger,
): Promise<{ wiederherstellungscodes: string[] }> {
  const now = ctx.clock.now();
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    const staff = await lockStaff(tx, session.staffId);
    if (!staff) throw new HttpError(401, p.sitzungAbgelaufen);
    if (staff.activatedAt) throw new HttpError(409, p.bereitsEingerichtet);
    const secret = staff.totpPending ? ctx.totpSealer.open(staff.totpPending) : null;
    const step = secret ? matchingStep(secret, code, now) : null;
    if (!secret || step === null) {
      throw new HttpError(400, p.sicherheitscodeFalsch, {}, { code: p.sicherheitscodeFalsch });
    }
    await updateStaff(tx, staff.id, {
      totpSecret: ctx.totpSealer.seal(secret),
      totpPending: null,
      totpLastStep: step,
      activatedAt: now,
    });
    await replaceRecoveryCodes(tx, staff.id, codes.map(hashRecoveryCode), now);
    await setSessionStufe(tx, session.sessionId, 'angemeldet', now);
    await recordStaffAction(
      tx,
      {
        staffId: staff.id,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'einrichtung.zwei-faktor',
        ziel: staff.email,
      },
      now,
    );
  });
  log.info({ event: 'staff.totp_activated', staffId: session.staffId });
  return { wiederherstellungscodes: codes.map(formatRecoveryCode) };
}
