// The remedy of an objection as a fact (issue 26 point 6, decision 0050): an „abgeholfen“ objection
// makes its decision in the same transaction as its release – the admission of the rejected
// application (through `zulassen`, every rule of R-10 … R-14 checked again), or the § 42 correction
// of a failed result to „bestanden“ (through `ergebnisBerichtigen`, decision 0032), the acceptance of a
// refused triftiger Grund or credit, or a Nachteilsausgleich with the measures the remedy names (each
// through the decision's own office function, decision 0066). Each writes its own fact and files its own
// letter; the decision objected to and its letter stay as they were. Kinds without a remedy here are
// refused before anything is written.
import { and, desc, eq, sql } from 'drizzle-orm';
import { formatDatum } from '@examensportal/domain/format';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import type { BescheidInhalt } from '@examensportal/domain/rules/bescheid';
import { MODULE } from '@examensportal/domain/rules/module';
import {
  hatMassnahme,
  type NachteilsausgleichMassnahmen,
} from '@examensportal/domain/rules/nachteilsausgleich';
import { abhilfeFuer } from '@examensportal/domain/rules/widerspruch-abhilfe';
import type { Conn, Tx } from '../../db/connect';
import {
  applications,
  compellingReasons,
  credits,
  moduleRegistrations,
  nachteilsausgleiche,
  outbox,
  results,
} from '../../db/schema';
import { bescheidJobKind } from '../bescheide/job';
import type { LoadedProcedure } from '../procedure/repo';
import { ergebnisBerichtigen } from './berichtigung';
import { OfficeError, type OfficeDeps } from './context';
import { anrechnungEntscheiden, triftigerGrundEntscheiden } from './faelle';
import { nachteilsausgleichEntscheiden } from './nachteilsausgleich';
import { zulassen } from './zulassung';

/** The content of a filed decision letter (its job's payload in the outbox), or null. */
export async function briefInhalt(db: Conn, bescheidId: string): Promise<BescheidInhalt | null> {
  const [job] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, bescheidJobKind), sql`${outbox.payload}->>'id' = ${bescheidId}`));
  return (job?.payload as { inhalt?: BescheidInhalt } | undefined)?.inhalt ?? null;
}

/** The result a result letter announced: the latest of its module (or aptitude test) in the facts. */
function ergebnisStelle(procedure: LoadedProcedure, inhalt: BescheidInhalt) {
  if (inhalt.art !== 'ergebnis') return null;
  const modul = MODULE.find((m) => m === inhalt.modul);
  const ids = modul ? procedure.registrationIds[modul] : procedure.eignungAttemptIds;
  const id = ids[ids.length - 1];
  if (!id) return null;
  return modul ? eq(results.registrationId, id) : eq(results.eignungAttemptId, id);
}

/** What the remedy needs: the objection, the letter objected to and the remedy's own inputs. */
export interface AbhilfeAuftrag {
  widerspruchId: string;
  bescheidId: string;
  begruendung: string;
  /** Against a Nachteilsausgleich letter: the measures granted now (decision 0066). */
  massnahmen: NachteilsausgleichMassnahmen | null;
}

/**
 * Writes the remedy in the objection's transaction (the office functions run in a savepoint of it,
 * with their own Protokoll rows) and answers the sentence the Abhilfebescheid states.
 */
export async function abhilfeAusfuehren(
  deps: OfficeDeps,
  tx: Tx,
  procedure: LoadedProcedure,
  auftrag: AbhilfeAuftrag,
  today: string,
): Promise<string> {
  const inhalt = await briefInhalt(tx, auftrag.bescheidId);
  const art = abhilfeFuer(inhalt);
  if (!art || !inhalt) throw new OfficeError(a.keineAbhilfe);
  if (auftrag.massnahmen && art !== 'nachteilsausgleich')
    throw new OfficeError(a.massnahmenNurFuerNachteilsausgleich);
  const innen: OfficeDeps = { ...deps, tx };
  const kandidat = procedure.account.accountId;
  const datum = formatDatum(today);
  switch (art) {
    case 'zulassung':
      return abhilfeZulassung(innen, tx, procedure, inhalt, datum);
    case 'ergebnisBerichtigung': {
      const stelle = ergebnisStelle(procedure, inhalt);
      const [ergebnis] = stelle
        ? await tx
            .select({ id: results.id })
            .from(results)
            .where(and(eq(results.accountId, kandidat), stelle))
        : [];
      if (!ergebnis) throw new OfficeError(a.ergebnisUnbekannt);
      await ergebnisBerichtigen(innen, {
        kandidat,
        ergebnisId: ergebnis.id,
        ergebnis: 'passed',
        begruendung: auftrag.begruendung,
      });
      return a.abhilfeErgebnis(datum);
    }
    case 'triftigerGrund': {
      if (inhalt.art !== 'triftigerGrund') throw new OfficeError(a.keineAbhilfe);
      const fallId = await abgelehnterGrundDesBriefs(tx, kandidat, inhalt);
      await triftigerGrundEntscheiden(innen, {
        kandidat,
        modul: inhalt.modul ?? undefined,
        teil: inhalt.teil,
        entscheidung: 'accepted',
        begruendung: auftrag.begruendung,
        abhilfe: { widerspruchId: auftrag.widerspruchId, fallId },
      });
      return a.abhilfeGrund(datum);
    }
    case 'anrechnung': {
      if (inhalt.art !== 'anrechnung') throw new OfficeError(a.keineAbhilfe);
      const fallId = await abgelehnteAnrechnungDesBriefs(tx, procedure, inhalt.modul);
      await anrechnungEntscheiden(innen, {
        kandidat,
        modul: inhalt.modul,
        entscheidung: 'accepted',
        begruendung: auftrag.begruendung,
        abhilfe: { widerspruchId: auftrag.widerspruchId, fallId },
      });
      return a.abhilfeAnrechnung(datum);
    }
    case 'nachteilsausgleich': {
      if (!auftrag.massnahmen || !hatMassnahme(auftrag.massnahmen)) throw new OfficeError(a.massnahmenFehlen);
      // The letter objected to must still be the decision that counts (no newer decision since).
      const [neueste] = await tx
        .select({ bescheidId: nachteilsausgleiche.bescheidId })
        .from(nachteilsausgleiche)
        .where(eq(nachteilsausgleiche.accountId, kandidat))
        .orderBy(desc(nachteilsausgleiche.seq))
        .limit(1);
      if (neueste?.bescheidId !== auftrag.bescheidId)
        throw new OfficeError(a.nachteilsausgleichNichtMehrGeltend);
      await nachteilsausgleichEntscheiden(innen, {
        kandidat,
        entscheidung: 'accepted',
        massnahmen: auftrag.massnahmen,
        begruendung: auftrag.begruendung,
      });
      return a.abhilfeNachteilsausgleich(datum);
    }
  }
}

/** The rejected application must still be the candidate's current one (no newer application). */
async function abhilfeZulassung(
  innen: OfficeDeps,
  tx: Tx,
  procedure: LoadedProcedure,
  inhalt: BescheidInhalt,
  datum: string,
): Promise<string> {
  const antrag = procedure.application;
  const antragsdatum = inhalt.art === 'ablehnung' ? inhalt.antragsdatum : null;
  if (!antrag || antrag.status !== 'rejected' || (antragsdatum && antrag.antragsdatum !== antragsdatum))
    throw new OfficeError(a.antragNichtMehrAbgelehnt);
  // Back to the state it waited in, then admitted by the office function itself (same transaction).
  await tx
    .update(applications)
    .set({ status: 'submitted' })
    .where(and(eq(applications.id, antrag.id), eq(applications.status, 'rejected')));
  await zulassen(innen, { antrag: antrag.id });
  return a.abhilfeZulassung(datum);
}

/**
 * The compelling reason a letter decided, with the given outcome: its module (or aptitude test), part
 * and invitation day. The remedy looks for the refused one, a revocation (aufhebung.ts) for the granted.
 */
export async function grundDesBriefs(
  tx: Tx,
  accountId: string,
  inhalt: Extract<BescheidInhalt, { art: 'triftigerGrund' }>,
  status: 'accepted' | 'rejected',
): Promise<string | undefined> {
  const rows = await tx
    .select({ id: compellingReasons.id, modul: moduleRegistrations.modul })
    .from(compellingReasons)
    .leftJoin(moduleRegistrations, eq(moduleRegistrations.id, compellingReasons.registrationId))
    .where(
      and(
        eq(compellingReasons.accountId, accountId),
        eq(compellingReasons.teil, inhalt.teil),
        eq(compellingReasons.ladungVom, inhalt.ladungVom),
        eq(compellingReasons.status, status),
      ),
    );
  return rows.find((r) => (r.modul ?? null) === (inhalt.modul ?? null))?.id;
}

/** The refused compelling reason the letter decided. */
async function abgelehnterGrundDesBriefs(
  tx: Tx,
  accountId: string,
  inhalt: Extract<BescheidInhalt, { art: 'triftigerGrund' }>,
): Promise<string> {
  const id = await grundDesBriefs(tx, accountId, inhalt, 'rejected');
  if (!id) throw new OfficeError(a.grundUnbekannt);
  return id;
}

/** The refused credit of the letter's module in the current application (the newest refusal). */
async function abgelehnteAnrechnungDesBriefs(
  tx: Tx,
  procedure: LoadedProcedure,
  modul: string,
): Promise<string> {
  const antrag = procedure.application;
  const [anrechnung] = antrag
    ? await tx
        .select({ id: credits.id })
        .from(credits)
        .where(
          and(eq(credits.applicationId, antrag.id), eq(credits.modul, modul), eq(credits.status, 'rejected')),
        )
        .orderBy(desc(credits.entschiedenAm), desc(credits.createdAt))
        .limit(1)
    : [];
  if (!anrechnung) throw new OfficeError(a.anrechnungUnbekannt);
  return anrechnung.id;
}
