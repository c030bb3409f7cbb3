// Creating a staff account with its one-time set-up link: the first one from the command line
// (mitarbeiter-anlegen), all others by invitation from the back-office. Runs in the caller's
// transaction together with the audit row.
import type { Rolle } from '@examensportal/domain/messages-pruefungsstelle';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { Tx } from '../../db/connect';
import { recordStaffAction, type Quelle } from './audit';
import {
  deleteRecoveryCodes,
  findStaffByEmail,
  insertStaff,
  issueSetupToken,
  revokeStaffSessions,
  updateStaff,
  type StaffAccount,
} from './repo';

export class StaffConflict extends Error {}

export interface NeuesKonto {
  email: string;
  name: string;
  rolle: Rolle;
}

export interface Urheber {
  staffId?: string | null;
  wer: string;
  quelle: Quelle;
}

/**
 * A new account and a set-up link valid 24 h. An account that was never set up gets a fresh link
 * instead (the old one ends): a lost or expired link is not a dead end. An account in use, or a
 * disabled one, is refused.
 */
export async function kontoMitEinrichtungslink(
  tx: Tx,
  konto: NeuesKonto,
  urheber: Urheber,
  aktion: 'mitarbeiter.angelegt' | 'mitarbeiter.eingeladen',
  now: Date,
): Promise<{ staff: StaffAccount; token: string; expiresAt: Date }> {
  const existing = await findStaffByEmail(tx, konto.email);
  if (existing && (existing.activatedAt || existing.disabledAt || existing.passwordHash)) {
    throw new StaffConflict(pruefungsstelle.emailVergeben);
  }
  let staff: StaffAccount;
  if (existing) {
    await updateStaff(tx, existing.id, { name: konto.name, rolle: konto.rolle });
    staff = { ...existing, name: konto.name, rolle: konto.rolle };
  } else {
    staff = await insertStaff(tx, konto, now);
  }
  const { token, expiresAt } = await issueSetupToken(tx, staff.id, now);
  await recordStaffAction(
    tx,
    {
      ...urheber,
      aktion,
      ziel: konto.email,
      vorher: existing ? { email: existing.email, name: existing.name, rolle: existing.rolle } : null,
      nachher: { email: konto.email, name: konto.name, rolle: konto.rolle },
    },
    now,
  );
  return { staff, token, expiresAt };
}

/**
 * A lost second factor (or a password nobody remembers): the account goes back to "invited". Password,
 * TOTP key and recovery codes end, every session ends, and a new set-up link (24 h) lets the person
 * set up both again. Only an account in use can be reset; an invited one is invited again instead,
 * a disabled one stays disabled. Runs in the caller's transaction with the audit row.
 */
export async function zugangZuruecksetzen(
  tx: Tx,
  staff: StaffAccount,
  urheber: Urheber,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  if (staff.disabledAt) throw new StaffConflict(pruefungsstelle.bereitsDeaktiviert);
  if (!staff.activatedAt) throw new StaffConflict(pruefungsstelle.nichtEingerichtet);
  await updateStaff(tx, staff.id, {
    passwordHash: null,
    totpSecret: null,
    totpPending: null,
    totpLastStep: null,
    activatedAt: null,
  });
  await deleteRecoveryCodes(tx, staff.id);
  await revokeStaffSessions(tx, staff.id, now);
  const link = await issueSetupToken(tx, staff.id, now);
  await recordStaffAction(
    tx,
    {
      ...urheber,
      aktion: 'mitarbeiter.zurueckgesetzt',
      ziel: staff.email,
      vorher: { status: 'aktiv' },
      nachher: { status: 'eingeladen' },
    },
    now,
  );
  return link;
}
