// Case work (issue 28 points 1 and 2, decision 0046). The case is the candidate's account: every
// Eingang item of one candidate belongs to one case, with one holder. Assigning and unassigning
// replace the holder row and are audited with before and after; notes and Wiedervorlagen are
// append-only rows (a Wiedervorlage ends with a new row). Notes and reasons are internal: the
// Protokoll names them by id only, and the candidate's data copy leaves all three tables out.
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { isUuid } from '@examensportal/domain/uuid';
import { fallTexte as t } from '@examensportal/domain/messages-pruefungsstelle-fall';
import {
  trotzZuweisungSchema,
  type Fall,
  type FallHalter,
  type FallMeldung,
  type NotizPayload,
  type WiedervorlagePayload,
  type ZuweisungPayload,
} from '@examensportal/domain/schemas/pruefungsstelle-fall';
import type { AppContext } from '../../context';
import type { Conn } from '../../db/connect';
import {
  fallNotizen,
  fallZuweisungen,
  staffAccounts,
  wiedervorlageErledigungen,
  wiedervorlagen,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';

/** The holder of each of these accounts' cases (absent: nobody); for any list that shows holders. */
export async function halterFuer(db: Conn, accountIds: readonly string[]): Promise<Map<string, FallHalter>> {
  const ids = [...new Set(accountIds)].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      accountId: fallZuweisungen.accountId,
      staffId: fallZuweisungen.staffId,
      name: staffAccounts.name,
      seit: fallZuweisungen.zugewiesenAm,
    })
    .from(fallZuweisungen)
    .innerJoin(staffAccounts, eq(staffAccounts.id, fallZuweisungen.staffId))
    .where(inArray(fallZuweisungen.accountId, ids));
  return new Map(
    rows.map((r) => [r.accountId, { staffId: r.staffId, name: r.name, seit: r.seit.toISOString() }]),
  );
}

/**
 * A draft on a case held by someone else needs the explicit `trotzZuweisung` (decision 0046): 409
 * naming the holder otherwise. Unheld cases and the holder's own drafts pass.
 */
async function zuweisungPruefen(
  db: Conn,
  staff: StaffSession,
  accountId: string,
  trotzZuweisung: boolean | undefined,
): Promise<void> {
  const halter = (await halterFuer(db, [accountId])).get(accountId);
  if (halter && halter.staffId !== staff.staffId && trotzZuweisung !== true)
    throw new HttpError(409, t.fallZugewiesen(halter.name));
}

/** Active staff (optionally one of them), by name. */
/**
 * A draft's body without the flag `trotzZuweisung`, after the holder check (decision 0046): the flag
 * is read beside the decision's own payload (strict schemas) and never stored with the draft.
 */
export async function ohneZuweisungsFlag(
  db: Conn,
  staff: StaffSession,
  accountId: string,
  body: unknown,
): Promise<unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('trotzZuweisung' in body)) {
    await zuweisungPruefen(db, staff, accountId, undefined);
    return body;
  }
  const { trotzZuweisung, ...eingabe } = body as Record<string, unknown>;
  await zuweisungPruefen(db, staff, accountId, trotzZuweisungSchema.parse(trotzZuweisung));
  return eingabe;
}

const aktiv = (db: Conn, id?: string) =>
  db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(
      and(
        isNull(staffAccounts.disabledAt),
        isNotNull(staffAccounts.activatedAt),
        id === undefined ? undefined : eq(staffAccounts.id, id),
      ),
    )
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));

/** The case as the candidate page shows it: holder, notes (newest first), Wiedervorlagen, staff. */
export async function fallLesen(ctx: AppContext, accountId: string): Promise<Fall> {
  const heute = berlinDate(ctx.clock.now());
  const [halter, notizen, vorlagen, mitarbeitende] = await Promise.all([
    halterFuer(ctx.db, [accountId]),
    ctx.db
      .select()
      .from(fallNotizen)
      .where(eq(fallNotizen.accountId, accountId))
      .orderBy(desc(fallNotizen.id)),
    ctx.db
      .select({ w: wiedervorlagen, ende: wiedervorlageErledigungen.art })
      .from(wiedervorlagen)
      .leftJoin(wiedervorlageErledigungen, eq(wiedervorlageErledigungen.wiedervorlageId, wiedervorlagen.id))
      .where(eq(wiedervorlagen.accountId, accountId))
      .orderBy(asc(wiedervorlagen.faelligAm), asc(wiedervorlagen.id)),
    aktiv(ctx.db),
  ]);
  return {
    halter: halter.get(accountId) ?? null,
    notizen: notizen.map((n) => ({
      id: n.id,
      text: n.text,
      von: n.staffName,
      am: n.createdAt.toISOString(),
    })),
    wiedervorlagen: vorlagen.map(({ w, ende }) => ({
      id: w.id,
      datum: w.faelligAm,
      grund: w.grund,
      von: w.staffName,
      am: w.createdAt.toISOString(),
      status: ende ?? 'offen',
      faellig: ende === null && w.faelligAm <= heute,
    })),
    mitarbeitende,
  };
}

const protokoll = (
  tx: Conn,
  staff: StaffSession,
  aktion: string,
  accountId: string,
  now: Date,
  werte: { ziel?: string | null; vorher?: unknown; nachher?: unknown },
) =>
  recordStaffAction(
    tx,
    { staffId: staff.staffId, wer: staff.name, quelle: 'browser', aktion, accountId, ...werte },
    now,
  );

/** Assigns the case to an active staff member, or unassigns it (null); audited. */
export async function zuweisen(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
  { staffId }: ZuweisungPayload,
): Promise<FallMeldung> {
  const now = ctx.clock.now();
  const message = await ctx.db.transaction(async (tx) => {
    const [bisher] = await tx
      .select({ staffId: fallZuweisungen.staffId, name: staffAccounts.name })
      .from(fallZuweisungen)
      .innerJoin(staffAccounts, eq(staffAccounts.id, fallZuweisungen.staffId))
      .where(eq(fallZuweisungen.accountId, accountId))
      .for('update', { of: fallZuweisungen });
    const vorher = bisher ? { halter: bisher.name, staffId: bisher.staffId } : null;
    if (staffId === null) {
      if (!bisher) throw new HttpError(409, t.nichtZugewiesen);
      await tx.delete(fallZuweisungen).where(eq(fallZuweisungen.accountId, accountId));
      await protokoll(tx, staff, 'fall.zuweisung.aufheben', accountId, now, { ziel: bisher.name, vorher });
      return t.aufgehoben;
    }
    const [ziel] = await aktiv(tx, staffId);
    if (!ziel) throw new HttpError(422, t.nichtAktiv);
    if (bisher?.staffId === staffId) throw new HttpError(409, t.schonZugewiesen(ziel.name));
    await tx
      .insert(fallZuweisungen)
      .values({ accountId, staffId, zugewiesenVon: staff.staffId, zugewiesenAm: now })
      .onConflictDoUpdate({
        target: fallZuweisungen.accountId,
        set: { staffId, zugewiesenVon: staff.staffId, zugewiesenAm: now },
      });
    await protokoll(tx, staff, 'fall.zuweisen', accountId, now, {
      ziel: ziel.name,
      vorher,
      nachher: { halter: ziel.name, staffId },
    });
    return t.zugewiesen(ziel.name);
  });
  return { message, fall: await fallLesen(ctx, accountId) };
}

/** Adds an internal note; the Protokoll names it by id, never by its text. */
export async function notizAnlegen(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
  { text }: NotizPayload,
): Promise<FallMeldung> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [neu] = await tx
      .insert(fallNotizen)
      .values({ accountId, text, staffId: staff.staffId, staffName: staff.name, createdAt: now })
      .returning({ id: fallNotizen.id });
    await protokoll(tx, staff, 'fall.notiz', accountId, now, { nachher: { notiz: neu?.id } });
  });
  return { message: t.notizGespeichert, fall: await fallLesen(ctx, accountId) };
}

/** Sets a Wiedervorlage on a day from today on; audited without its reason. */
export async function wiedervorlageSetzen(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
  { datum, grund }: WiedervorlagePayload,
): Promise<FallMeldung> {
  const now = ctx.clock.now();
  const heute: IsoDate = berlinDate(now);
  if (datum < heute) throw new HttpError(422, t.datumVergangen, {}, { datum: t.datumVergangen });
  await ctx.db.transaction(async (tx) => {
    const [neu] = await tx
      .insert(wiedervorlagen)
      .values({
        accountId,
        faelligAm: datum,
        grund,
        staffId: staff.staffId,
        staffName: staff.name,
        createdAt: now,
      })
      .returning({ id: wiedervorlagen.id });
    await protokoll(tx, staff, 'fall.wiedervorlage', accountId, now, {
      ziel: formatDatum(datum),
      nachher: { wiedervorlage: neu?.id, datum },
    });
  });
  return { message: t.wiedervorlageGesetzt(formatDatum(datum)), fall: await fallLesen(ctx, accountId) };
}

/** Ends an open Wiedervorlage as done or cancelled: a new row; a second end answers 409. */
export async function wiedervorlageBeenden(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
  wiedervorlageId: number,
  art: 'erledigt' | 'aufgehoben',
): Promise<FallMeldung> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [vorlage] = await tx
      .select({ id: wiedervorlagen.id, datum: wiedervorlagen.faelligAm, ende: wiedervorlageErledigungen.art })
      .from(wiedervorlagen)
      .leftJoin(wiedervorlageErledigungen, eq(wiedervorlageErledigungen.wiedervorlageId, wiedervorlagen.id))
      .where(and(eq(wiedervorlagen.id, wiedervorlageId), eq(wiedervorlagen.accountId, accountId)));
    if (!vorlage) throw new HttpError(404, t.wiedervorlageUnbekannt);
    if (vorlage.ende)
      throw new HttpError(409, t.wiedervorlageSchonBeendet(t.wiedervorlageStatus[vorlage.ende] ?? ''));
    const [neu] = await tx
      .insert(wiedervorlageErledigungen)
      .values({
        wiedervorlageId,
        accountId,
        art,
        staffId: staff.staffId,
        staffName: staff.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: wiedervorlageErledigungen.wiedervorlageId });
    // A parallel end was first.
    if (!neu) throw new HttpError(409, t.wiedervorlageSchonBeendet(''));
    await protokoll(tx, staff, `fall.wiedervorlage.${art}`, accountId, now, {
      ziel: formatDatum(vorlage.datum),
      nachher: { wiedervorlage: wiedervorlageId },
    });
  });
  return {
    message: art === 'erledigt' ? t.wiedervorlageErledigt : t.wiedervorlageAufgehoben,
    fall: await fallLesen(ctx, accountId),
  };
}
