// Ladungen und Ergebnisse: who is registered for a term and exam, and what happened so far – read
// from the candidate's facts as the rules derive them (the running registration of modulAkte, the
// attempt of the aptitude test), never from a copy.
import { eq, or, and } from 'drizzle-orm';
import { effektivVorgezogen, laufenderEignungVersuch, modulAkte } from '@examensportal/domain/rules/attempts';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { type LadungZeile, type Pruefung } from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import type { Conn } from '../../db/connect';
import { eignungAttempts, moduleRegistrations, postponements } from '../../db/schema';
import { loadProcedure, type LoadedProcedure } from '../procedure/repo';
import { geltendeNachteilsausgleiche } from '../procedure/nachteilsausgleich';

/** More than a whole term's candidates of one exam; the page says how many it shows. */
const HOECHSTENS = 2_000;

/** Accounts with a registration (or aptitude attempt) for the term and exam, in any state. */
async function angemeldeteKonten(db: Conn, termin: string, pruefung: Pruefung): Promise<string[]> {
  const rows =
    pruefung === 'eignung'
      ? await db
          .selectDistinct({ id: eignungAttempts.accountId })
          .from(eignungAttempts)
          .where(eq(eignungAttempts.term, termin))
          .limit(HOECHSTENS)
      : await db
          .selectDistinct({ id: moduleRegistrations.accountId })
          .from(moduleRegistrations)
          .leftJoin(postponements, eq(postponements.registrationId, moduleRegistrations.id))
          .where(
            and(
              eq(moduleRegistrations.modul, pruefung),
              or(eq(moduleRegistrations.term, termin), eq(postponements.toTerm, termin)),
            ),
          )
          .limit(HOECHSTENS);
  return rows.map((r) => r.id);
}

/** The candidate's registration (attempt) of this term and exam as a row; null when there is none. */
export function ladungZeile(
  procedure: LoadedProcedure,
  termin: string,
  pruefung: Pruefung,
  settings: Verfahrenseinstellungen,
): LadungZeile | null {
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
  // shown as registered, a rejected or withdrawn one as ended (office/pruefung.ts refuses them too).
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
    laufend: zugelassen && laufend && !weg,
  };
}

/** The rows of a term and exam, sorted by name. */
export async function ladungsliste(
  db: Conn,
  termin: string,
  pruefung: Pruefung,
  settings: Verfahrenseinstellungen,
): Promise<LadungZeile[]> {
  const zeilen: LadungZeile[] = [];
  for (const id of await angemeldeteKonten(db, termin, pruefung)) {
    const procedure = await loadProcedure(db, id);
    const row = procedure && ladungZeile(procedure, termin, pruefung, settings);
    if (row) zeilen.push(row);
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
  return zeilen.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.email.localeCompare(b.email));
}
