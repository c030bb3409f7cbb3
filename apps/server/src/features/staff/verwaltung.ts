// Staff administration (leitung only): list, invite, change role, disable – each audited with its
// before and after in the same transaction.
import type { Rolle } from '@examensportal/domain/messages-pruefungsstelle';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import type { EinladenPayload, Mitarbeiter } from '@examensportal/domain/schemas/pruefungsstelle';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../infra/outbox';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import { kontoMitEinrichtungslink, StaffConflict, zugangZuruecksetzen } from './konten';
import { listStaff, lockStaff, revokeStaffSessions, updateStaff, type StaffAccount } from './repo';

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

export async function rolleAendern(ctx: AppContext, session: StaffSession, id: string, rolle: Rolle) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const staff = await anderesKonto(tx, session, id);
    if (staff.disabledAt) throw new HttpError(409, p.bereitsDeaktiviert);
    if (staff.rolle !== rolle) {
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
