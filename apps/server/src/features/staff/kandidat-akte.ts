// GET /pruefungsstelle/kandidaten/:id: one candidate as the office sees them – identity, the procedure
// as the domain rules derive it (the same loadProcedure and rules the candidate's own pages use, so
// both sides always agree), every declaration with its receipt, the office's actions and the file.
// Read-only: nothing here changes what the candidate declared.
import { asc, desc, eq, not, inArray, and } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import {
  eignungVersuchVerbraucht,
  eignungVersucheVerbleibend,
  modulAkten,
  sechsJahresFrist,
  verbrauchtVersuch,
} from '@examensportal/domain/rules/attempts';
import type { Verfahrensfakten } from '@examensportal/domain/rules/facts';
import { laufbahn } from '@examensportal/domain/rules/laufbahn';
import { MODULE } from '@examensportal/domain/rules/module';
import { formatTermin } from '@examensportal/domain/format';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import type { KandidatAnsicht } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { Conn } from '../../db/connect';
import { applications, declarations, documents, officeActions, staffAudit } from '../../db/schema';
import { bekanntgabenDerAkte } from '../bekanntgabe/repo';
import { geltenderStatus, loadAufhebungen, type LoadedProcedure } from '../procedure/repo';

type Verfahren = KandidatAnsicht['verfahren'];

/** 'YYYY/S' as stored → 'S/YYYY' as the portal shows it; anything else as it is. */
export const terminAnzeige = (term: string | null): string | null =>
  term === null ? null : formatTermin(term);

const zeitpunkt = (instant: Date | null): string | null => (instant ? instant.toISOString() : null);

/** The views of this area are in the Protokoll; in the candidate's timeline they would only be noise. */
const ANSICHT_AKTIONEN = [
  'kandidat.ansehen',
  'kandidat.dokument.ansehen',
  'kandidat.antrag.ansehen',
  'kandidat.pruefliste.ansehen',
] as const;

function modulListe(facts: Verfahrensfakten, settings: Verfahrenseinstellungen): Verfahren['module'] {
  if (facts.art !== 'WP' || facts.antrag.status === 'none') return [];
  const akten = modulAkten(facts, settings);
  return MODULE.map((modul) => ({
    modul,
    status: akten[modul].status,
    versucheVerbraucht: akten[modul].versucheVerbraucht,
    versucheMoeglich: settings.versucheProModul,
    anmeldungen: facts.module[modul].anmeldungen.map((a) => ({
      termin: terminAnzeige(a.termin) ?? a.termin,
      vorgezogen: a.vorgezogen,
      angemeldetAm: a.angemeldetAm,
      abgemeldetAm: a.abgemeldetAm,
      verschiebung: a.verschiebung
        ? { am: a.verschiebung.am, nachTermin: terminAnzeige(a.verschiebung.nachTermin) ?? '' }
        : null,
      geladenAm: { ...a.geladenAm },
      ruecktrittAm: a.ruecktrittAm,
      triftigeGruende: a.triftigeGruende.map((f) => ({ ...f })),
      ergebnis: a.ergebnis,
      berichtigtAm: a.berichtigtAm ?? null,
      noten: a.noten ?? null,
      verbrauchtVersuch: verbrauchtVersuch(a),
    })),
    anrechnungen: facts.module[modul].anrechnungen.map((a) => ({ ...a })),
  }));
}

/** The procedure part: the career, every application, the modules, the six years, the aptitude test. */
export async function verfahrenAnsicht(
  db: Conn,
  procedure: LoadedProcedure,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): Promise<Verfahren> {
  const { facts } = procedure;
  const stand = laufbahn(facts, today, settings);
  const frist = sechsJahresFrist(facts, settings);
  const alle = await db
    .select()
    .from(applications)
    .where(eq(applications.accountId, procedure.account.accountId))
    .orderBy(asc(applications.seq));
  const aufgehoben = await loadAufhebungen(db, procedure.account.accountId);
  return {
    heute: today,
    laufbahnStand: stand.stand,
    versuch: stand.versuch,
    versucheMoeglich: stand.versucheMoeglich,
    sechsJahresFrist: frist,
    // a registration is possible up to the end of the six years, always for the term open on
    // that day – so that term is the last one the candidate can still register for.
    letzterAnmeldbarerTermin: frist ? offenerTermin(frist, settings).display : null,
    antraege: alle.map((a) => ({
      id: a.id,
      art: a.art as 'WP' | 'EIGNUNG',
      versuch: a.versuch,
      // The state as the facts read it: a revoked admission is no longer one (decision 0055).
      status: geltenderStatus(a, aufgehoben) as Verfahren['antraege'][number]['status'],
      ...(a.status === 'admitted' && aufgehoben.has(a.id) ? { aufgehobenAm: aufgehoben.get(a.id) } : {}),
      termin: terminAnzeige(a.term),
      antragsdatum: a.antragsdatum,
      eingereichtAm: zeitpunkt(a.submittedAt),
      entschiedenAm: zeitpunkt(a.decidedAt),
      // The current application's date as the facts read it (a § 42 correction, decision 0066).
      ersteszulassungsdatum:
        a.id === procedure.application?.id ? facts.antrag.ersteszulassungsdatum : a.ersteszulassungsdatum,
      aktuell: a.id === procedure.application?.id,
    })),
    module: modulListe(facts, settings),
    eignungVersuche:
      facts.art === 'EIGNUNG'
        ? facts.eignungVersuche.map((v, i) => ({
            nummer: i + 1,
            termin: terminAnzeige(v.termin) ?? v.termin,
            geladenAm: { ...v.geladenAm },
            ruecktrittAm: v.ruecktrittAm,
            triftigeGruende: v.triftigeGruende.map((f) => ({ ...f })),
            ergebnis: v.ergebnis,
            berichtigtAm: v.berichtigtAm ?? null,
            verbraucht: eignungVersuchVerbraucht(v),
          }))
        : [],
    eignungVersucheVerbleibend: facts.art === 'EIGNUNG' ? eignungVersucheVerbleibend(facts, settings) : null,
  };
}

/** Declarations (newest first) with their receipts, the office's actions and the documents. */
export async function akteAnsicht(
  db: Conn,
  accountId: string,
  jetzt: Date,
  settings: Verfahrenseinstellungen,
): Promise<Pick<KandidatAnsicht, 'erklaerungen' | 'aktionen' | 'dokumente'>> {
  const erklaerungen = await db
    .select({
      id: declarations.id,
      vorgang: declarations.vorgang,
      term: declarations.term,
      receivedAt: declarations.receivedAt,
      von: declarations.von,
    })
    .from(declarations)
    .where(eq(declarations.accountId, accountId))
    .orderBy(desc(declarations.receivedAt), desc(declarations.id));
  const dokumente = await db
    .select()
    .from(documents)
    .where(eq(documents.accountId, accountId))
    .orderBy(asc(documents.category), desc(documents.createdAt), desc(documents.id));
  const bekanntgaben = await bekanntgabenDerAkte(db, accountId, jetzt, settings.bekanntgabeTage);
  const quittungen = new Map(
    dokumente.flatMap((d) => (d.source === 'receipt' && d.declarationId ? [[d.declarationId, d.id]] : [])),
  );
  const protokoll = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      wer: staffAudit.wer,
      aktion: staffAudit.aktion,
      quelle: staffAudit.quelle,
    })
    .from(staffAudit)
    .where(and(eq(staffAudit.accountId, accountId), not(inArray(staffAudit.aktion, [...ANSICHT_AKTIONEN]))))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(500);
  const akte = await db
    .select({
      id: officeActions.id,
      at: officeActions.at,
      von: officeActions.von,
      command: officeActions.command,
    })
    .from(officeActions)
    .where(eq(officeActions.accountId, accountId))
    .orderBy(desc(officeActions.at), desc(officeActions.id))
    .limit(500);
  // Since issue 15 every office action is in the Protokoll; an office_actions row written in the same
  // moment is its twin. Older rows (from before the Protokoll) have none and are shown on their own.
  const zwilling = (at: Date) => protokoll.some((p) => Math.abs(p.at.getTime() - at.getTime()) < 2000);
  const aktionen = [
    ...protokoll.map((p) => ({
      id: `protokoll-${p.id}`,
      at: p.at,
      wer: p.wer,
      aktion: p.aktion,
      quelle: p.quelle,
    })),
    ...akte
      .filter((a) => !zwilling(a.at))
      .map((a) => ({
        id: `akte-${a.id}`,
        at: a.at,
        wer: a.von,
        aktion: `kommandozeile.${a.command}`,
        quelle: 'kommandozeile',
      })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((a) => ({ ...a, at: a.at.toISOString() }));
  return {
    erklaerungen: erklaerungen.map((e) => ({
      id: e.id,
      vorgang: e.vorgang,
      termin: terminAnzeige(e.term),
      eingegangenAm: e.receivedAt.toISOString(),
      vonPruefungsstelle: e.von !== 'kandidat',
      quittungId: quittungen.get(e.id) ?? null,
    })),
    aktionen,
    dokumente: dokumente.map((d) => ({
      id: d.id,
      name: d.originalName,
      kategorie: d.category,
      typ: d.type,
      herkunft: d.source as 'candidate' | 'office' | 'receipt',
      contentType: d.contentType,
      groesse: d.size,
      abgelegtAm: d.createdAt.toISOString(),
      bekanntgabe: bekanntgaben.get(d.id) ?? null,
      geloeschtAm: d.geloeschtAm?.toISOString() ?? null,
    })),
  };
}

export function identitaetAnsicht(procedure: LoadedProcedure): KandidatAnsicht['identitaet'] {
  const { account } = procedure;
  return {
    id: account.accountId,
    name: `${account.vorname} ${account.nachname}`,
    email: account.email,
    aktenzeichen: aktenzeichen(account.accountId, account.art),
    art: account.art,
  };
}
