// Ladungen und Ergebnisse: who is registered for a term and exam, and what happened so far – read
// from the candidate's facts as the rules derive them (the running registration of modulAkte, the
// attempt of the aptitude test), never from a copy.
import { and, asc, count, desc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { listenTexte } from '@examensportal/domain/messages-pruefungsstelle-listen';
import { EXPORT_HOECHSTENS } from '@examensportal/domain/schemas/pruefungsstelle-listen';
import { effektivVorgezogen, laufenderEignungVersuch, modulAkte } from '@examensportal/domain/rules/attempts';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import {
  LADUNGEN_SEITENGROESSE,
  type LadungenFilter,
  type LadungZeile,
  type Pruefung,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import type { Conn } from '../../db/connect';
import {
  accounts,
  applications,
  candidates,
  eignungAttempts,
  moduleRegistrations,
  postponements,
} from '../../db/schema';
import { fallZuweisungen } from '../../db/schema-fall';
import { staffAccounts } from '../../db/schema-staff';
import { HttpError } from '../../http/errors';
import { personSuche } from './kandidat-suche';
import { loadProcedure, type LoadedProcedure } from '../procedure/repo';
import { geltendeNachteilsausgleiche } from '../procedure/nachteilsausgleich';

/** Accounts with a registration (or aptitude attempt) for the term and exam, in any state, filtered. */
function angemeldete(db: Conn, f: LadungenListe) {
  if (f.pruefung === 'eignung') {
    return db
      .select({ id: eignungAttempts.accountId })
      .from(eignungAttempts)
      .innerJoin(applications, eq(applications.id, eignungAttempts.applicationId))
      .where(
        and(
          eq(eignungAttempts.term, f.termin),
          // The aptitude test has no June sitting.
          f.sitzung === 'juni' ? sql`false` : undefined,
          lgsGleich(f.lgs),
        ),
      );
  }
  // A registration sits in June when it is vorgezogen in this very term and not postponed (effektivVorgezogen).
  const juni = and(
    eq(moduleRegistrations.term, f.termin),
    eq(moduleRegistrations.vorgezogen, true),
    isNull(postponements.registrationId),
  );
  return db
    .select({ id: moduleRegistrations.accountId })
    .from(moduleRegistrations)
    .innerJoin(applications, eq(applications.id, moduleRegistrations.applicationId))
    .leftJoin(postponements, eq(postponements.registrationId, moduleRegistrations.id))
    .where(
      and(
        eq(moduleRegistrations.modul, f.pruefung),
        or(eq(moduleRegistrations.term, f.termin), eq(postponements.toTerm, f.termin)),
        f.sitzung === 'juni' ? juni : f.sitzung === 'regulaer' ? not(juni ?? sql`false`) : undefined,
        lgsGleich(f.lgs),
      ),
    );
}

const lgsGleich = (lgs: number | undefined) =>
  lgs === undefined ? undefined : sql`${applications.payload} ->> 'lgs' = ${String(lgs)}`;

/** What the list selects: term and exam, and the list's own filters (search, sitting, LGS, holder, order). */
export type LadungenListe = Omit<LadungenFilter, 'seite'>;

/** The filter "Meine Fälle" / "Nicht zugewiesen" (decision 0046); `leser` is the reading staff member. */
function zuweisungGleich(zuweisung: LadungenListe['zuweisung'], leser: string | null) {
  if (zuweisung === 'meine') return leser ? eq(fallZuweisungen.staffId, leser) : sql`false`;
  return zuweisung === 'keine' ? isNull(fallZuweisungen.staffId) : undefined;
}

/** One page (or the export's whole list) of account ids in name order with each holder, and the count of all. */
async function angemeldeteKonten(
  db: Conn,
  f: LadungenListe,
  limit: number,
  offset: number,
  leser: string | null,
): Promise<{ ids: string[]; halter: Map<string, string | null>; gesamt: number }> {
  const where = and(
    inArray(accounts.id, angemeldete(db, f)),
    personSuche(f.suche),
    zuweisungGleich(f.zuweisung, leser),
  );
  const ordnung = f.richtung === 'ab' ? desc : asc;
  const rows = await db
    .select({ id: accounts.id, bearbeitung: staffAccounts.name })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    // Who holds the case: one row per account at most (its primary key).
    .leftJoin(fallZuweisungen, eq(fallZuweisungen.accountId, accounts.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, fallZuweisungen.staffId))
    .where(where)
    .orderBy(ordnung(accounts.nachname), ordnung(accounts.vorname), ordnung(accounts.email), asc(accounts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .leftJoin(fallZuweisungen, eq(fallZuweisungen.accountId, accounts.id))
    .where(where);
  return {
    ids: rows.map((r) => r.id),
    halter: new Map(rows.map((r) => [r.id, r.bearbeitung])),
    gesamt: total?.n ?? 0,
  };
}

/** The candidate's registration (attempt) of this term and exam as a row; null when there is none. */
export function ladungZeile(
  procedure: LoadedProcedure,
  termin: string,
  pruefung: Pruefung,
  settings: Verfahrenseinstellungen,
): Omit<LadungZeile, 'bearbeitung'> | null {
  const { facts, account } = procedure;
  const person = {
    kandidat: account.accountId,
    name: `${account.nachname}, ${account.vorname}`,
    email: account.email,
  };
  if (pruefung === 'eignung') {
    if (facts.art !== 'EIGNUNG') return null;
    const versuch = facts.eignungVersuche.findLast((v) => v.termin === termin);
    if (!versuch) return null;
    const laufend = versuch === laufenderEignungVersuch(facts);
    const geladen = Object.values(versuch.geladenAm).some((d) => d !== null);
    return {
      ...person,
      angemeldetAm: null,
      vorgezogen: false,
      status:
        versuch.ergebnis === 'passed'
          ? 'bestanden'
          : versuch.ergebnis === 'failed'
            ? 'nichtBestanden'
            : versuch.ruecktrittAm
              ? 'zurueckgetreten'
              : !laufend
                ? 'beendet'
                : geladen
                  ? 'geladen'
                  : 'angemeldet',
      geladenAm: { ...versuch.geladenAm },
      ergebnis: versuch.ergebnis,
      laufend,
    };
  }
  if (facts.art !== 'WP') return null;
  const anmeldung = facts.module[pruefung].anmeldungen.findLast(
    (a) => a.termin === termin || a.verschiebung?.nachTermin === termin,
  );
  if (!anmeldung) return null;
  // Only an admitted application's registrations can be invited or get a result; an undecided one is
  // shown as registered, a rejected or withdrawn one as ended (features/buero/pruefung.ts refuses them too).
  const zugelassen = facts.antrag.status === 'admitted';
  const offen = zugelassen || facts.antrag.status === 'submitted';
  const laufend = offen && anmeldung === modulAkte(facts, pruefung, settings).laufendeAnmeldung;
  const weg = anmeldung.verschiebung !== null && anmeldung.verschiebung.nachTermin !== termin;
  const geladen = anmeldung.geladenAm.schriftlich !== null || anmeldung.geladenAm.muendlich !== null;
  return {
    ...person,
    angemeldetAm: anmeldung.angemeldetAm,
    // A postponed registration sits in the regular sitting of its new term.
    vorgezogen: effektivVorgezogen(anmeldung),
    status:
      anmeldung.ergebnis === 'passed'
        ? 'bestanden'
        : anmeldung.ergebnis === 'failed'
          ? 'nichtBestanden'
          : anmeldung.abgemeldetAm
            ? 'abgemeldet'
            : anmeldung.ruecktrittAm
              ? 'zurueckgetreten'
              : weg
                ? 'verschoben'
                : !laufend
                  ? 'beendet'
                  : geladen
                    ? 'geladen'
                    : 'angemeldet',
    geladenAm: { ...anmeldung.geladenAm },
    ergebnis: anmeldung.ergebnis,
    noten: anmeldung.noten ?? null,
    laufend: zugelassen && laufend && !weg,
  };
}

/** The rows of the given accounts, in their order, with each one's granted Nachteilsausgleich. */
async function zeilenDer(
  db: Conn,
  { ids, halter }: { ids: readonly string[]; halter: ReadonlyMap<string, string | null> },
  f: LadungenListe,
  settings: Verfahrenseinstellungen,
): Promise<LadungZeile[]> {
  const zeilen: LadungZeile[] = [];
  for (const id of ids) {
    const procedure = await loadProcedure(db, id);
    const row = procedure && ladungZeile(procedure, f.termin, f.pruefung, settings);
    if (row) zeilen.push({ ...row, bearbeitung: halter.get(id) ?? null });
  }
  // The granted Nachteilsausgleich of each row (issue 26 point 4), in one query for the list.
  const geltend = await geltendeNachteilsausgleiche(
    db,
    zeilen.map((z) => z.kandidat),
  );
  for (const zeile of zeilen) {
    const massnahmen = geltend.get(zeile.kandidat)?.massnahmen ?? [];
    if (massnahmen.length > 0) zeile.massnahmen = massnahmen;
  }
  return zeilen;
}

/** One page of a term and exam's list, in name order: the page is chosen in SQL, only its rows are derived. */
export async function ladungsliste(
  db: Conn,
  f: LadungenFilter,
  settings: Verfahrenseinstellungen,
  leser: string | null,
): Promise<{ kandidaten: LadungZeile[]; gesamt: number; seite: number; seiten: number }> {
  const konten = await angemeldeteKonten(
    db,
    f,
    LADUNGEN_SEITENGROESSE,
    (f.seite - 1) * LADUNGEN_SEITENGROESSE,
    leser,
  );
  const { gesamt } = konten;
  return {
    kandidaten: await zeilenDer(db, konten, f, settings),
    gesamt,
    seite: f.seite,
    seiten: Math.max(1, Math.ceil(gesamt / LADUNGEN_SEITENGROESSE)),
  };
}

/** Exactly the filtered list for the export (at most EXPORT_HOECHSTENS rows, else a German 422). */
export async function ladungslisteGanz(
  db: Conn,
  f: LadungenListe,
  settings: Verfahrenseinstellungen,
  leser: string | null,
): Promise<LadungZeile[]> {
  const konten = await angemeldeteKonten(db, f, EXPORT_HOECHSTENS + 1, 0, leser);
  if (konten.gesamt > EXPORT_HOECHSTENS)
    throw new HttpError(422, listenTexte.exportZuGross(EXPORT_HOECHSTENS));
  return zeilenDer(db, konten, f, settings);
}
