// A candidate's history as retention needs it (rules/aufbewahrung.ts), read from the rows: when the
// account was registered and last active, and how each submitted application ended. The end of an
// admitted procedure is the day of the result that decided it (its letter is notified then [I]);
// drafts never submitted are no applications. A pending objection is not yet a table of this branch:
// the office keeps such a case out of the deletion with a hold (Sperre) until it is.
import {
  eignungVersucheVerbleibend,
  gesamtversuchVerloren,
  pruefungBestanden,
} from '@examensportal/domain/rules/attempts';
import type { AntragVerlauf, Verlauf } from '@examensportal/domain/rules/aufbewahrung';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import { desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { accounts, applications, resultCorrections, results } from '../../db/schema';
import type { Grundeinstellungen } from '../../config';
import { loadProcedure } from '../procedure/repo';
import { loadSettings } from '../procedure/settings';

type ApplicationRow = typeof applications.$inferSelect;

const tag = (d: Date) => berlinDate(d);

/** The day of the latest result of the account (a correction counts with its own day). */
async function letztesErgebnis(db: Conn, accountId: string): Promise<IsoDate | null> {
  const [row] = await db
    .select({
      am: sql<
        string | null
      >`greatest(max(${results.am}), (select max(${resultCorrections.am}) from ${resultCorrections} where ${resultCorrections.accountId} = ${accountId}))`,
    })
    .from(results)
    .where(eq(results.accountId, accountId));
  return row?.am ? String(row.am).slice(0, 10) : null;
}

/** How the current (newest) admitted application stands: ended, and how, or still running. */
async function aktuellesEnde(
  db: Conn,
  accountId: string,
  verfahren: Grundeinstellungen,
): Promise<AntragVerlauf['ende']> {
  const procedure = await loadProcedure(db, accountId);
  if (!procedure) return null;
  const settings = await loadSettings(db, verfahren);
  const facts = procedure.facts;
  const am = await letztesErgebnis(db, accountId);
  if (facts.art === 'EIGNUNG') {
    const bestanden = facts.eignungVersuche.some((v) => v.ergebnis === 'passed');
    if (bestanden && am) return { art: 'entschieden', ergebnis: 'bestanden', bekanntgegebenAm: am };
    if (eignungVersucheVerbleibend(facts, settings) === 0 && am)
      return { art: 'entschieden', ergebnis: 'endgueltigNichtBestanden', bekanntgegebenAm: am };
    return null;
  }
  if (facts.gesamtruecktrittAm)
    return { art: 'entschieden', ergebnis: 'gesamtruecktritt', bekanntgegebenAm: facts.gesamtruecktrittAm };
  if (!am) return null;
  if (pruefungBestanden(facts, settings))
    return { art: 'entschieden', ergebnis: 'bestanden', bekanntgegebenAm: am };
  if (gesamtversuchVerloren(facts, settings))
    return { art: 'entschieden', ergebnis: 'endgueltigNichtBestanden', bekanntgegebenAm: am };
  return null;
}

function endeOhneFakten(a: ApplicationRow): AntragVerlauf['ende'] {
  const am = tag(a.decidedAt ?? a.updatedAt);
  if (a.status === 'withdrawn') return { art: 'zurueckgenommen', am };
  if (a.status === 'rejected') return { art: 'entschieden', ergebnis: 'abgelehnt', bekanntgegebenAm: am };
  // An earlier admitted application ended before the next one was submitted (R-62…R-64).
  if (a.status === 'admitted')
    return { art: 'entschieden', ergebnis: 'endgueltigNichtBestanden', bekanntgegebenAm: am };
  return null;
}

/** The account's history, or undefined for an unknown account. */
export async function loadVerlauf(
  db: Conn,
  accountId: string,
  verfahren: Grundeinstellungen,
): Promise<Verlauf | undefined> {
  const [konto] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!konto) return undefined;
  const alle = await db
    .select()
    .from(applications)
    .where(eq(applications.accountId, accountId))
    .orderBy(desc(applications.seq));
  // An objection without an outcome (decision 0038) keeps every application's records (a pending
  // Rechtsbehelf): objections name a letter, not an application, so it holds the whole account.
  const [offen] = (
    (await db.execute(
      sql`select count(*) as n from widersprueche w where w.account_id = ${accountId}
        and not exists (select 1 from widerspruch_erledigungen x where x.widerspruch_id = w.id)`,
    )) as unknown as { rows: { n: number | string }[] }
  ).rows;
  const rechtsbehelfAnhaengig = Number(offen?.n ?? 0) > 0;
  const antraege: AntragVerlauf[] = [];
  for (const [i, a] of alle.entries()) {
    if (a.status === 'draft') continue;
    const ende =
      i === 0 && a.status === 'admitted' ? await aktuellesEnde(db, accountId, verfahren) : endeOhneFakten(a);
    antraege.push({ ende, rechtsbehelfAnhaengig });
  }
  const aktiv = [konto.createdAt, konto.confirmedAt, konto.lastLoginAt].filter((d): d is Date => d !== null);
  const letzte = new Date(Math.max(...aktiv.map((d) => d.getTime())));
  return {
    registriertAm: tag(konto.createdAt),
    bestaetigt: konto.confirmedAt !== null,
    letzteAktivitaet: tag(letzte),
    antraege,
  };
}
