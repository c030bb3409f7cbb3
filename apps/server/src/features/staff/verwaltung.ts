// Staff administration (leitung only): list, invite, change role, disable, reactivate, invite again,
// reset only the second factor – each audited with its before and after in the same transaction. A
// change that would leave fewer than two active Leitung accounts is refused (decision 0048).
import type { Rolle } from '@examensportal/domain/messages-pruefungsstelle';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { verwaltungTexte as vt } from '@examensportal/domain/messages-pruefungsstelle-verwaltung';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { EinladenPayload, Mitarbeiter } from '@examensportal/domain/schemas/pruefungsstelle';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { staffAccounts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../infra/outbox';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import { kontoMitEinrichtungslink, StaffConflict, zugangZuruecksetzen } from './konten';
import {
  deleteRecoveryCodes,
  issueSetupToken,
  listStaff,
  lockStaff,
  revokeStaffSessions,
  updateStaff,
  type StaffAccount,
} from './repo';

const p = pruefungsstelle;

const statusOf = (s: StaffAccount): Mitarbeiter['status'] =>
  s.disabledAt ? 'deaktiviert' : s.activatedAt ? 'aktiv' : 'eingeladen';

const mitarbeiterView = (s: StaffAccount): Mitarbeiter => ({
  id: s.id,
  email: s.email,
  name: s.name,
  rolle: s.rolle as Rolle,
  status: statusOf(s),
  letzteAnmeldung: s.lastLoginAt ? s.lastLoginAt.toISOString() : null,
});

export async function mitarbeitende(ctx: AppContext): Promise<Mitarbeiter[]> {
  return (await listStaff(ctx.db)).map(mitarbeiterView);
}

const urheber = (session: StaffSession) => ({
  staffId: session.staffId,
  wer: session.name,
  quelle: 'browser' as const,
});

export async function einladen(
  ctx: AppContext,
  session: StaffSession,
  payload: EinladenPayload,
): Promise<Mitarbeiter> {
  const now = ctx.clock.now();
  try {
    const staff = await ctx.db.transaction(async (tx) => {
      const neu = await kontoMitEinrichtungslink(
        tx,
        payload,
        urheber(session),
        'mitarbeiter.eingeladen',
        now,
      );
      await enqueueMail(
        tx,
        { sealer: ctx.sealer, now, messageDomain: ctx.messageDomain },
        { template: 'mitarbeiterEinladung', to: payload.email, name: payload.name, token: neu.token },
      );
      return neu.staff;
    });
    ctx.outbox.kick();
    return mitarbeiterView(staff);
  } catch (error) {
    if (error instanceof StaffConflict) throw new HttpError(409, error.message, {}, { email: error.message });
    throw error;
  }
}

/** Locks the other account; one's own account is not changed here (no locking oneself out). */
async function anderesKonto(tx: Tx, session: StaffSession, id: string): Promise<StaffAccount> {
  if (id === session.staffId) throw new HttpError(409, p.eigenesKonto);
  const staff = /^[0-9a-f-]{36}$/i.test(id) ? await lockStaff(tx, id) : undefined;
  if (!staff) throw new HttpError(404, p.mitarbeiterUnbekannt);
  return staff;
}

const aktiveLeitung = (s: StaffAccount) => s.rolle === 'leitung' && !s.disabledAt && !!s.activatedAt;

/**
 * Refuses (409) when taking `staff` out of the active Leitung would leave fewer than two (decision
 * 0048). The active Leitung rows are locked first, so two leaders demoting each other at once queue and
 * the second one is counted after the first.
 */
async function zweiLeitungBleiben(tx: Tx, staff: StaffAccount): Promise<void> {
  if (!aktiveLeitung(staff)) return;
  const leitung = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.rolle, 'leitung'),
        isNull(staffAccounts.disabledAt),
        isNotNull(staffAccounts.activatedAt),
      ),
    )
    .for('update');
  const bleiben = leitung.filter((l) => l.id !== staff.id).length;
  if (bleiben < 2) throw new HttpError(409, vt.zuWenigLeitung(bleiben));
}

export async function rolleAendern(ctx: AppContext, session: StaffSession, id: string, rolle: Rolle) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const staff = await anderesKonto(tx, session, id);
    if (staff.disabledAt) throw new HttpError(409, p.bereitsDeaktiviert);
    if (staff.rolle !== rolle) {
      if (rolle !== 'leitung') await zweiLeitungBleiben(tx, staff);
      await updateStaff(tx, staff.id, { rolle });
      await recordStaffAction(
        tx,
        {
          ...urheber(session),
          aktion: 'mitarbeiter.rolle',
          ziel: staff.email,
          vorher: { rolle: staff.rolle },
          nachher: { rolle },
        },
        now,
      );
    }
    return mitarbeiterView({ ...staff, rolle });
  });
}

export async function deaktivieren(ctx: AppContext, session: StaffSession, id: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const staff = await anderesKonto(tx, session, id);
    if (staff.disabledAt) throw new HttpError(409, p.bereitsDeaktiviert);
    await zweiLeitungBleiben(tx, staff);
    await updateStaff(tx, staff.id, { disabledAt: now });
    await revokeStaffSessions(tx, staff.id, now);
    await recordStaffAction(
      tx,
      {
        ...urheber(session),
        aktion: 'mitarbeiter.deaktiviert',
        ziel: staff.email,
        vorher: { status: statusOf(staff) },
        nachher: { status: 'deaktiviert' },
      },
      now,
    );
    return mitarbeiterView({ ...staff, disabledAt: now });
  });
}

/** Resets another account's access (lost phone): a new set-up link goes to its address by mail. */
export async function zuruecksetzen(ctx: AppContext, session: StaffSession, id: string) {
  const now = ctx.clock.now();
  try {
    const staff = await ctx.db.transaction(async (tx) => {
      const staff = await anderesKonto(tx, session, id);
      const { token } = await zugangZuruecksetzen(tx, staff, urheber(session), now);
      await enqueueMail(
        tx,
        { sealer: ctx.sealer, now, messageDomain: ctx.messageDomain },
        { template: 'mitarbeiterZurueckgesetzt', to: staff.email, name: staff.name, token },
      );
      return staff;
    });
    ctx.outbox.kick();
    return mitarbeiterView({ ...staff, activatedAt: null });
  } catch (error) {
    if (error instanceof StaffConflict) throw new HttpError(409, error.message);
    throw error;
  }
}

const mailDeps = (ctx: AppContext, now: Date) => ({
  sealer: ctx.sealer,
  now,
  messageDomain: ctx.messageDomain,
});

/** A disabled account in use again: the same password and second factor as before, a mail says so. */
export async function reaktivieren(ctx: AppContext, session: StaffSession, id: string) {
  const now = ctx.clock.now();
  const staff = await ctx.db.transaction(async (tx) => {
    const staff = await anderesKonto(tx, session, id);
    if (!staff.disabledAt) throw new HttpError(409, vt.nichtDeaktiviert);
    await updateStaff(tx, staff.id, { disabledAt: null });
    const wieder = { ...staff, disabledAt: null };
    await recordStaffAction(
      tx,
      {
        ...urheber(session),
        aktion: 'mitarbeiter.reaktiviert',
        ziel: staff.email,
        vorher: { status: 'deaktiviert' },
        nachher: { status: statusOf(wieder) },
      },
      now,
    );
    await enqueueMail(tx, mailDeps(ctx, now), {
      template: 'mitarbeiterReaktiviert',
      to: staff.email,
      name: staff.name,
    });
    return wieder;
  });
  ctx.outbox.kick();
  return mitarbeiterView(staff);
}

/** An account never set up gets a fresh set-up link (the old one ends) in the invitation mail again. */
export async function einladungErneut(ctx: AppContext, session: StaffSession, id: string) {
  const now = ctx.clock.now();
  const staff = await ctx.db.transaction(async (tx) => {
    const staff = await anderesKonto(tx, session, id);
    if (staff.disabledAt) throw new HttpError(409, p.bereitsDeaktiviert);
    if (staff.activatedAt || staff.passwordHash) throw new HttpError(409, vt.bereitsEingerichtet);
    const { token, expiresAt } = await issueSetupToken(tx, staff.id, now);
    await recordStaffAction(
      tx,
      {
        ...urheber(session),
        aktion: 'mitarbeiter.einladung-erneut',
        ziel: staff.email,
        nachher: { gueltigBis: expiresAt.toISOString() },
      },
      now,
    );
    await enqueueMail(tx, mailDeps(ctx, now), {
      template: 'mitarbeiterEinladung',
      to: staff.email,
      name: staff.name,
      token,
    });
    return staff;
  });
  ctx.outbox.kick();
  return mitarbeiterView(staff);
}

/**
 * A lost phone (decision 0048): only the second factor ends – TOTP key and recovery codes, every
 * session – the password stays. At the next login the person gets the set-up step for the second factor
 * (login.ts: an account not activated). The note goes into the Protokoll with the action.
 */
export async function zweiterFaktorZuruecksetzen(
  ctx: AppContext,
  session: StaffSession,
  id: string,
  notiz: string,
) {
  const now = ctx.clock.now();
  const staff = await ctx.db.transaction(async (tx) => {
    const staff = await anderesKonto(tx, session, id);
    if (staff.disabledAt) throw new HttpError(409, p.bereitsDeaktiviert);
    if (!staff.passwordHash) throw new HttpError(409, vt.zweiterFaktorOhnePasswort);
    await updateStaff(tx, staff.id, {
      totpSecret: null,
      totpPending: null,
      totpLastStep: null,
      activatedAt: null,
    });
    await deleteRecoveryCodes(tx, staff.id);
    await revokeStaffSessions(tx, staff.id, now);
    await recordStaffAction(
      tx,
      {
        ...urheber(session),
        aktion: 'mitarbeiter.zweiter-faktor',
        ziel: staff.email,
        vorher: { status: statusOf(staff) },
        nachher: { status: 'eingeladen', notiz },
      },
      now,
    );
    await enqueueMail(tx, mailDeps(ctx, now), {
      template: 'mitarbeiterZweiterFaktor',
      to: staff.email,
      name: staff.name,
    });
    return { ...staff, activatedAt: null };
  });
  ctx.outbox.kick();
  return mitarbeiterView(staff);
}
