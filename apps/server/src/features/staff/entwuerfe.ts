// Four-eyes decisions (issue 26 point 5, decision 0026): every decision of the back-office is first a
// draft; a second person releases it (adverse ones a leitung), or it is discarded with a reason. A draft
// changes no fact of the candidate. Drafting and the letter's preview run the office function in a
// transaction that is always rolled back, so a draft the office would refuse is never saved and the
// preview is the letter the release would file; the release runs it for real, in one transaction
// with the draft's state, the audit rows, the letter job and (through the job) the mail.
import { isUuid } from '@examensportal/domain/uuid';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { formatZeitpunkt } from '@examensportal/domain/format';
import { berichtigungTexte as bt } from '@examensportal/domain/messages-pruefungsstelle-berichtigung';
import { aufhebungTexte as at } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { freigabe as f } from '@examensportal/domain/messages-pruefungsstelle-freigabe';
import { fallTexte } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { widerspruchTexte as wt } from '@examensportal/domain/messages-pruefungsstelle-widerspruch';
import type { BescheidAnlass } from '@examensportal/domain/rules/bescheid';
import { freigabeHindernis, istNachteilig } from '@examensportal/domain/rules/freigabe';
import {
  massnahmenSaetze,
  type NachteilsausgleichMassnahmen,
} from '@examensportal/domain/rules/nachteilsausgleich';
import type {
  Entwurf,
  EntwurfAntwort,
  EntwurfArt,
  VerwerfenPayload,
} from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import type { EntscheidungErgebnis } from '@examensportal/domain/schemas/pruefungsstelle-entscheidungen';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { applications, entwuerfe, outbox } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { OfficeError, type OfficeDeps, alsHttp, bueroDeps } from './buero';
import { bescheidJobKind, bescheidPdf } from '../bescheide/job';
import { recordStaffAction } from './audit';
import type { StaffSession } from './auth';
import { aktionOf, ausfuehren, type EntwurfDaten } from './entwurf-ausfuehren';
import { zulassungsSperre } from './pruefliste';

type EntwurfRow = typeof entwuerfe.$inferSelect;

const datenOf = (row: EntwurfRow): EntwurfDaten => ({
  art: row.art as EntwurfArt,
  accountId: row.accountId,
  fallId: row.fallId,
  eingabe: row.eingabe as EntwurfDaten['eingabe'],
});

const nachteilig = (row: EntwurfRow) => istNachteilig(datenOf(row).eingabe);
/**
 * Corrections (§ 42 VwVfG, decisions 0032, 0055) and revocations (§§ 48, 49 VwVfG, decision 0055): two
 * different leitung members.
 */
const berichtigung = (row: EntwurfRow) => row.art === 'berichtigung' || row.art === 'bescheidBerichtigung';
const aufhebung = (row: EntwurfRow) => row.art === 'aufhebung';
/** Objections (decision 0038): every outcome released by a leitung other than the drafter. */
const widerspruch = (row: EntwurfRow) => row.art === 'widerspruch';

/** Why this staff member may not release the draft, or null. */
export const hindernis = (ctx: AppContext, staff: StaffSession, row: EntwurfRow) =>
  freigabeHindernis(
    staff,
    {
      entworfenVon: row.entworfenVon,
      nachteilig: nachteilig(row),
      berichtigung: berichtigung(row),
      widerspruch: widerspruch(row),
      aufhebung: aufhebung(row),
    },
    ctx.config.freigabeGuenstigAllein,
  );

/** The draft as the decision page shows it to this staff member. */
function ansicht(ctx: AppContext, staff: StaffSession, row: EntwurfRow): Entwurf {
  const eingabe = datenOf(row).eingabe as {
    entscheidung: Entwurf['entscheidung'];
    datum?: string;
    begruendung?: string;
    prueflisteBegruendung?: string;
  };
  // A Nachteilsausgleich draft shows the measures it grants, as the letter will list them.
  const massnahmen =
    row.art === 'nachteilsausgleich' && eingabe.entscheidung === 'gewaehren'
      ? { massnahmen: massnahmenSaetze(row.eingabe as NachteilsausgleichMassnahmen) }
      : {};
  const grund = hindernis(ctx, staff, row);
  const hinweis =
    grund === null
      ? row.entworfenVon === staff.staffId
        ? f.hinweisAllein
        : ''
      : aufhebung(row)
        ? at.hinweisAufhebung
        : berichtigung(row)
          ? bt.hinweisBerichtigung
          : widerspruch(row)
            ? wt.hinweisWiderspruch
            : nachteilig(row)
              ? f.hinweisLeitung
              : f.hinweisZweitePerson;
  return {
    id: row.id,
    art: row.art as EntwurfArt,
    fallId: row.fallId,
    entscheidung: eingabe.entscheidung,
    datum: eingabe.datum ?? null,
    begruendung: eingabe.begruendung ?? null,
    ...(eingabe.prueflisteBegruendung ? { prueflisteBegruendung: eingabe.prueflisteBegruendung } : {}),
    ...massnahmen,
    entworfenVon: row.entworfenVonName,
    entworfenAm: row.entworfenAm.toISOString(),
    nachteilig: nachteilig(row),
    freigabe: { moeglich: grund === null, hinweis },
    verwerfenMoeglich: grund === null || row.entworfenVon === staff.staffId,
  };
}

/** The candidate's open drafts, oldest first. */
export async function offeneEntwuerfe(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
): Promise<Entwurf[]> {
  const rows = await ctx.db
    .select()
    .from(entwuerfe)
    .where(and(eq(entwuerfe.accountId, accountId), eq(entwuerfe.status, 'offen')))
    .orderBy(asc(entwuerfe.entworfenAm), asc(entwuerfe.id));
  return rows.map((row) => ansicht(ctx, staff, row));
}

/** The draft of this candidate; another candidate's draft looks exactly like a missing one. */
async function loadEntwurf(ctx: AppContext, accountId: string, entwurfId: string): Promise<EntwurfRow> {
  if (!isUuid(accountId) || !isUuid(entwurfId)) throw new HttpError(404, f.entwurfUnbekannt);
  const [row] = await ctx.db
    .select()
    .from(entwuerfe)
    .where(and(eq(entwuerfe.id, entwurfId), eq(entwuerfe.accountId, accountId)));
  if (!row) throw new HttpError(404, f.entwurfUnbekannt);
  return row;
}

/** 409 for a draft already released or discarded: who did it and when (issue 28 point 1). */
const erledigt = (row: Pick<EntwurfRow, 'status' | 'erledigtVonName' | 'erledigtAm'>) => {
  const status = f.status[row.status] ?? row.status;
  return new HttpError(
    409,
    row.erledigtVonName && row.erledigtAm
      ? fallTexte.bereitsErledigt(status, row.erledigtVonName, formatZeitpunkt(row.erledigtAm))
      : f.entwurfErledigt(status),
  );
};

/**
 * Who decided the case by a released draft and when, as the German 409 text (the loser of two
 * parallel decisions reads it, issue 28 point 1); undefined when no released draft decided it.
 */
export async function entschiedenMeldung(
  ctx: AppContext,
  fallId: string,
  art: EntwurfArt,
): Promise<string | undefined> {
  const [entschieden] = await ctx.db
    .select({ wer: entwuerfe.erledigtVonName, am: entwuerfe.erledigtAm })
    .from(entwuerfe)
    .where(and(eq(entwuerfe.fallId, fallId), eq(entwuerfe.art, art), eq(entwuerfe.status, 'freigegeben')))
    .orderBy(desc(entwuerfe.erledigtAm))
    .limit(1);
  return entschieden?.wer && entschieden.am
    ? fallTexte.bereitsEntschieden(entschieden.wer, formatZeitpunkt(entschieden.am))
    : undefined;
}

/** Kinds decided once per case; objections and corrections name their own earlier outcome. */
const EINMAL_ENTSCHIEDEN: readonly EntwurfArt[] = ['antrag', 'triftigerGrund', 'anrechnung'];

/** The office function refused a draft: who decided the case meanwhile, else the function's own text. */
const verweigert = async (ctx: AppContext, daten: EntwurfDaten, error: OfficeError) =>
  new HttpError(
    409,
    (EINMAL_ENTSCHIEDEN.includes(daten.art)
      ? await entschiedenMeldung(ctx, daten.fallId, daten.art)
      : undefined) ?? error.message,
  );

/** 409 naming who drafted the open draft of this case and kind and when, if there is one. */
export async function checkKeinOffenerEntwurf(
  ctx: AppContext,
  fallId: string,
  art: EntwurfArt,
): Promise<void> {
  const [offen] = await ctx.db
    .select({ wer: entwuerfe.entworfenVonName, am: entwuerfe.entworfenAm })
    .from(entwuerfe)
    .where(and(eq(entwuerfe.fallId, fallId), eq(entwuerfe.art, art), eq(entwuerfe.status, 'offen')));
  if (offen) throw new HttpError(409, f.entwurfVorhanden(offen.wer, formatZeitpunkt(offen.am)));
}

/** Thrown to end the dry run's transaction: always rolled back, carrying the letter it queued. */
class Probelauf extends Error {
  constructor(readonly anlass: BescheidAnlass | undefined) {
    super('dry run');
  }
}

/**
 * Runs the draft's decision in a transaction that is always rolled back and answers the letter it
 * would have queued. A refusal of the office function is a German 409.
 */
async function probelauf(
  ctx: AppContext,
  staff: StaffSession,
  daten: EntwurfDaten,
  bearbeitung?: OfficeDeps['bearbeitung'],
): Promise<BescheidAnlass> {
  try {
    await ctx.db.transaction(async (tx) => {
      const deps: OfficeDeps = {
        db: ctx.db,
        clock: ctx.clock,
        von: staff.name,
        verfahren: ctx.config.verfahren,
        tx,
        ...(bearbeitung ? { bearbeitung } : {}),
      };
      const out = await ausfuehren(deps, daten);
      const [job] = await tx
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(
          and(eq(outbox.kind, bescheidJobKind), sql`${outbox.payload}->>'id' = ${out.data.bescheid.id}`),
        );
      throw new Probelauf(job?.payload as BescheidAnlass | undefined);
    });
  } catch (error) {
    if (error instanceof Probelauf && error.anlass) return error.anlass;
    if (error instanceof OfficeError) throw await verweigert(ctx, daten, error);
    throw error;
  }
  throw new Error('the dry run queued no letter');
}

/** Saves a decision as a draft: nothing of the candidate changes; only one open draft per case. */
export async function entwurfAnlegen(
  ctx: AppContext,
  staff: StaffSession,
  daten: EntwurfDaten,
): Promise<EntwurfAntwort> {
  await checkKeinOffenerEntwurf(ctx, daten.fallId, daten.art);
  await probelauf(ctx, staff, daten);
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [neu] = await tx
        .insert(entwuerfe)
        .values({
          accountId: daten.accountId,
          art: daten.art,
          fallId: daten.fallId,
          eingabe: daten.eingabe,
          entworfenVon: staff.staffId,
          entworfenVonName: staff.name,
          entworfenAm: now,
        })
        .returning();
      if (!neu) throw new Error('insert returned no row');
      await recordStaffAction(
        tx,
        {
          staffId: staff.staffId,
          wer: staff.name,
          quelle: 'browser',
          aktion: 'entwurf.anlegen',
          ziel: aktionOf(daten),
          accountId: daten.accountId,
          nachher: { entwurf: neu.id, art: daten.art, fall: daten.fallId, eingabe: daten.eingabe },
        },
        now,
      );
      return neu;
    });
    return { message: f.entwurfGespeichert, entwurf: ansicht(ctx, staff, row) };
  } catch (error) {
    // Another draft of the same case won the race: say whose.
    if (isUniqueViolation(error)) await checkKeinOffenerEntwurf(ctx, daten.fallId, daten.art);
    throw error;
  }
}

/** The letter the release would file, as PDF; viewing it is audited like any view of the file. */
export async function entwurfBescheid(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
  entwurfId: string,
): Promise<{ pdf: Buffer; dateiname: string }> {
  const row = await loadEntwurf(ctx, accountId, entwurfId);
  if (row.status !== 'offen') throw erledigt(row);
  // The one who may release sees the letter exactly as it will be filed, with their name.
  const freigegebenVon = hindernis(ctx, staff, row) === null ? staff.name : f.freigabeAusstehend;
  const anlass = await probelauf(ctx, staff, datenOf(row), {
    entworfenVon: row.entworfenVonName,
    freigegebenVon,
  });
  const brief = await bescheidPdf(ctx.db, anlass);
  if (!brief) throw new HttpError(404, f.entwurfUnbekannt);
  await recordStaffAction(
    ctx.db,
    {
      staffId: staff.staffId,
      wer: staff.name,
      quelle: 'browser',
      aktion: 'entwurf.bescheid.ansehen',
      ziel: brief.bescheid.dateiname,
      accountId,
      nachher: { entwurf: row.id },
    },
    ctx.clock.now(),
  );
  return { pdf: brief.pdf, dateiname: f.bescheidDatei(brief.bescheid.dateiname) };
}

/** Marks the draft done in the transaction, or 409 when another request was first. */
async function claim(tx: Tx, row: EntwurfRow, werte: Partial<EntwurfRow>): Promise<void> {
  const [claimed] = await tx
    .update(entwuerfe)
    .set(werte)
    .where(and(eq(entwuerfe.id, row.id), eq(entwuerfe.status, 'offen')))
    .returning({ id: entwuerfe.id });
  if (claimed) return;
  const [jetzt] = await tx
    .select({
      status: entwuerfe.status,
      erledigtVonName: entwuerfe.erledigtVonName,
      erledigtAm: entwuerfe.erledigtAm,
    })
    .from(entwuerfe)
    .where(eq(entwuerfe.id, row.id));
  throw erledigt(jetzt ?? { status: 'freigegeben', erledigtVonName: null, erledigtAm: null });
}

/**
 * The release: the draft's state, the decision (office function with drafter and releaser), its
 * Protokoll row, the letter job and the release's own Protokoll row in one transaction. A case that
 * changed since drafting makes the office function refuse: 409, and nothing is written.
 */
/**
 * An admission is released only while every point of the checklist is geprüft, or with the reason the
 * draft carries (a 'fehlt' marked after drafting blocks it again). Answers the reason, if any.
 */
async function prueflisteVorFreigabe(ctx: AppContext, row: EntwurfRow): Promise<string | undefined> {
  const eingabe = row.eingabe as { entscheidung?: string; prueflisteBegruendung?: string };
  if (row.art !== 'antrag' || eingabe.entscheidung !== 'zulassen') return undefined;
  const [antrag] = await ctx.db.select().from(applications).where(eq(applications.id, row.fallId));
  // A decided application: the office function refuses it with its own 409.
  if (antrag?.status === 'submitted') await zulassungsSperre(ctx.db, antrag, eingabe.prueflisteBegruendung);
  return eingabe.prueflisteBegruendung;
}

export async function entwurfFreigeben(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
  entwurfId: string,
): Promise<EntscheidungErgebnis> {
  const row = await loadEntwurf(ctx, accountId, entwurfId);
  if (row.status !== 'offen') throw erledigt(row);
  const grund = hindernis(ctx, staff, row);
  if (grund) throw new HttpError(403, f[grund]);
  const daten = datenOf(row);
  const aktion = aktionOf(daten);
  const ueberschreibung = await prueflisteVorFreigabe(ctx, row);
  const namen = {
    entwurf: row.id,
    entworfenVon: row.entworfenVonName,
    freigegebenVon: staff.name,
    ...(ueberschreibung ? { prueflisteBegruendung: ueberschreibung } : {}),
  };
  const now = ctx.clock.now();
  const out = await ctx.db.transaction(async (tx) => {
    await claim(tx, row, {
      status: 'freigegeben',
      erledigtVon: staff.staffId,
      erledigtVonName: staff.name,
      erledigtAm: now,
    });
    const deps: OfficeDeps = {
      ...bueroDeps(ctx, staff, aktion, accountId, tx, namen),
      bearbeitung: { entworfenVon: row.entworfenVonName, freigegebenVon: staff.name },
    };
    const ausgabe = await alsHttp(() => ausfuehren(deps, daten));
    await tx.update(entwuerfe).set({ bescheidId: ausgabe.data.bescheid.id }).where(eq(entwuerfe.id, row.id));
    await recordStaffAction(
      tx,
      {
        staffId: staff.staffId,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'entwurf.freigeben',
        ziel: aktion,
        accountId,
        nachher: { ...namen, bescheid: ausgabe.data.bescheid },
      },
      now,
    );
    return ausgabe;
  });
  ctx.outbox.kick();
  return { message: f.freigegeben(out.data.bescheid.dateiname), bescheid: out.data.bescheid };
}

/** Discards the draft with a reason (the drafter, or whoever may release it); audited. */
export async function entwurfVerwerfen(
  ctx: AppContext,
  staff: StaffSession,
  accountId: string,
  entwurfId: string,
  payload: VerwerfenPayload,
): Promise<{ message: string }> {
  const row = await loadEntwurf(ctx, accountId, entwurfId);
  if (row.status !== 'offen') throw erledigt(row);
  if (row.entworfenVon !== staff.staffId && hindernis(ctx, staff, row) !== null)
    throw new HttpError(403, f.verwerfenNicht);
  const grund = payload.begruendung.trim();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await claim(tx, row, {
      status: 'verworfen',
      erledigtVon: staff.staffId,
      erledigtVonName: staff.name,
      erledigtAm: now,
      verworfenGrund: grund,
    });
    await recordStaffAction(
      tx,
      {
        staffId: staff.staffId,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'entwurf.verwerfen',
        ziel: aktionOf(datenOf(row)),
        accountId,
        nachher: { entwurf: row.id, entworfenVon: row.entworfenVonName, grund },
      },
      now,
    );
  });
  return { message: f.verworfen };
}
