// Loads one candidate's facts into the domain's model (Verfahrensfakten) with a fixed number of
// queries, whatever the number of registrations, invitations or cases: one per table, filtered by the
// candidate, joined in memory. Callers run it in one read-only snapshot or under the candidate lock.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import {
  type Art,
  type EignungTriftigerGrundFall,
  type EignungVersuch,
  type Ergebnis,
  type Entscheidung,
  type FruehererAntrag,
  type Kontaktdaten,
  leereFakten,
  type Modulanmeldung,
  type ModulFakten,
  type TriftigerGrundFall,
  type Verfahrensfakten,
  type VorzeitigeZulassung,
} from '@examensportal/domain/rules/facts';
import { EIGNUNG_TEILE, type EignungTeil, MODULE, type Modul } from '@examensportal/domain/rules/module';
import type { Conn } from '../../db/connect';
import {
  accounts,
  applications,
  candidates,
  compellingReasons,
  credits,
  eignungAttempts,
  invitations,
  moduleRegistrations,
  postponements,
  results,
  withdrawals,
} from '../../db/schema';
import { kontaktdatenAusSpeicher } from './kontaktdaten';

export type ApplicationRow = typeof applications.$inferSelect;
type AntragStatusRow = 'draft' | 'submitted' | 'admitted' | 'rejected' | 'withdrawn';

export interface CandidateAccount {
  accountId: string;
  email: string;
  vorname: string;
  nachname: string;
  art: Art;
  kontaktdaten: Kontaktdaten | null;
}

/** What the services need besides the domain facts: ids to act on. */
export interface LoadedProcedure {
  account: CandidateAccount;
  /** The current (newest) application; its admission is the overall attempt the facts describe. */
  application: ApplicationRow | null;
  facts: Verfahrensfakten;
  /** Registration ids in the order of facts.module[m].anmeldungen. */
  registrationIds: Record<Modul, string[]>;
  /** Attempt ids in the order of facts.eignungVersuche. */
  eignungAttemptIds: string[];
}

const byKey = <T, K>(rows: readonly T[], key: (row: T) => K | null): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k) ?? [];
    list.push(row);
    map.set(k, list);
  }
  return map;
};

/** The newest invitation per part wins (a part is invited again after an accepted triftiger Grund). */
function latestPerTeil(rows: readonly { teil: string; geladenAm: string }[] | undefined) {
  const latest = new Map<string, string>();
  for (const row of rows ?? []) latest.set(row.teil, row.geladenAm);
  return latest;
}

/** Account and candidate of one account id; undefined when the account does not exist. */
export async function findCandidateAccount(
  db: Conn,
  accountId: string,
): Promise<CandidateAccount | undefined> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      email: accounts.email,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      art: accounts.art,
      kontaktdaten: candidates.kontaktdaten,
    })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, art: row.art as Art, kontaktdaten: kontaktdatenAusSpeicher(row.kontaktdaten) };
}

/**
 * A candidate's applications, the current one first: the open one (draft or submitted – at most one,
 * applications_open_key) before every closed one, then the newest by the order they were started
 * (seq: timestamps can tie).
 */
const currentFirst = [
  sql`case when ${applications.status} in ('draft', 'submitted') then 0 else 1 end`,
  desc(applications.seq),
] as const;

/** The current application of a candidate (the open one, else the newest), or null. */
export async function currentApplication(db: Conn, accountId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.accountId, accountId))
    .orderBy(...currentFirst)
    .limit(1);
  return row ?? null;
}

const CLOSED = ['admitted', 'rejected', 'withdrawn'] as const;

/** The applications before the current one, oldest first, as the career rules read them. */
function fruehereAntraege(rows: readonly ApplicationRow[]): FruehererAntrag[] {
  return rows
    .slice(1)
    .reverse()
    .flatMap((row): FruehererAntrag[] =>
      (CLOSED as readonly string[]).includes(row.status)
        ? [
            {
              status: row.status as (typeof CLOSED)[number],
              zulassungsblock: row.term,
              antragsdatum: row.antragsdatum,
              ersteszulassungsdatum: row.ersteszulassungsdatum,
              versuch: row.versuch,
            },
          ]
        : [],
    );
}

/**
 * The facts of one candidate. Nine queries at most, independent of how much happened: account,
 * applications (the current one and the earlier ones of the career), registrations (with postponement and result), aptitude attempts (with result),
 * invitations, withdrawals, compelling reasons, credits.
 */
export async function loadProcedure(db: Conn, accountId: string): Promise<LoadedProcedure | undefined> {
  const account = await findCandidateAccount(db, accountId);
  if (!account) return undefined;
  const alle = await db
    .select()
    .from(applications)
    .where(eq(applications.accountId, accountId))
    .orderBy(...currentFirst);
  // The module facts describe the current application only: a new admission starts afresh and the
  // modules of a lost overall attempt lapse; the aptitude test's attempts count across.
  const application = alle[0] ?? null;
  const leer = leereFakten(account.art);
  const registrationIds = { wp: [], wr: [], bwl: [], st: [] } as Record<Modul, string[]>;
  if (!application) {
    return {
      account,
      application,
      facts: { ...leer, kontaktdaten: account.kontaktdaten },
      registrationIds,
      eignungAttemptIds: [],
    };
  }

  const registrationRows = await db
    .select({
      id: moduleRegistrations.id,
      modul: moduleRegistrations.modul,
      term: moduleRegistrations.term,
      vorgezogen: moduleRegistrations.vorgezogen,
      angemeldetAm: moduleRegistrations.angemeldetAm,
      verschobenAm: postponements.am,
      verschobenNach: postponements.toTerm,
      ergebnis: results.ergebnis,
    })
    .from(moduleRegistrations)
    .leftJoin(postponements, eq(postponements.registrationId, moduleRegistrations.id))
    .leftJoin(results, eq(results.registrationId, moduleRegistrations.id))
    .where(eq(moduleRegistrations.applicationId, application.id))
    .orderBy(
      asc(moduleRegistrations.angemeldetAm),
      asc(moduleRegistrations.createdAt),
      asc(moduleRegistrations.id),
    );

  // The aptitude test counts attempts across admissions, so all of them are loaded.
  const attemptRows =
    account.art === 'EIGNUNG'
      ? await db
          .select({
            id: eignungAttempts.id,
            term: eignungAttempts.term,
            ergebnis: results.ergebnis,
          })
          .from(eignungAttempts)
          .leftJoin(results, eq(results.eignungAttemptId, eignungAttempts.id))
          .where(eq(eignungAttempts.accountId, accountId))
          .orderBy(asc(eignungAttempts.createdAt), asc(eignungAttempts.id))
      : [];

  const invitationRows = await db
    .select({
      registrationId: invitations.registrationId,
      eignungAttemptId: invitations.eignungAttemptId,
      teil: invitations.teil,
      geladenAm: invitations.geladenAm,
    })
    .from(invitations)
    .where(eq(invitations.accountId, accountId))
    .orderBy(asc(invitations.geladenAm), asc(invitations.createdAt), asc(invitations.id));

  const withdrawalRows = await db
    .select({
      kind: withdrawals.kind,
      registrationId: withdrawals.registrationId,
      applicationId: withdrawals.applicationId,
      eignungAttemptId: withdrawals.eignungAttemptId,
      am: withdrawals.am,
    })
    .from(withdrawals)
    .where(eq(withdrawals.accountId, accountId));

  const reasonRows = await db
    .select({
      registrationId: compellingReasons.registrationId,
      eignungAttemptId: compellingReasons.eignungAttemptId,
      teil: compellingReasons.teil,
      ladungVom: compellingReasons.ladungVom,
      gemeldetAm: compellingReasons.gemeldetAm,
      status: compellingReasons.status,
    })
    .from(compellingReasons)
    .where(eq(compellingReasons.accountId, accountId))
    .orderBy(asc(compellingReasons.gemeldetAm), asc(compellingReasons.createdAt), asc(compellingReasons.id));

  const creditRows = await db
    .select({ modul: credits.modul, beantragtAm: credits.beantragtAm, status: credits.status })
    .from(credits)
    .where(eq(credits.applicationId, application.id))
    .orderBy(asc(credits.beantragtAm), asc(credits.createdAt), asc(credits.id));

  const invitationsByRegistration = byKey(invitationRows, (r) => r.registrationId);
  const invitationsByAttempt = byKey(invitationRows, (r) => r.eignungAttemptId);
  const withdrawalByRegistration = new Map(
    withdrawalRows.flatMap((w) => (w.registrationId ? [[w.registrationId, w]] : [])),
  );
  const withdrawalByAttempt = new Map(
    withdrawalRows.flatMap((w) => (w.eignungAttemptId ? [[w.eignungAttemptId, w]] : [])),
  );
  const reasonsByRegistration = byKey(reasonRows, (r) => r.registrationId);
  const reasonsByAttempt = byKey(reasonRows, (r) => r.eignungAttemptId);

  const anmeldungen = { wp: [], wr: [], bwl: [], st: [] } as Record<Modul, Modulanmeldung[]>;
  for (const row of registrationRows) {
    const modul = row.modul as Modul;
    const geladen = latestPerTeil(invitationsByRegistration.get(row.id));
    const ende = withdrawalByRegistration.get(row.id);
    anmeldungen[modul].push({
      termin: row.term,
      vorgezogen: row.vorgezogen,
      angemeldetAm: row.angemeldetAm,
      abgemeldetAm: ende?.kind === 'abmeldung' ? ende.am : null,
      verschiebung:
        row.verschobenAm !== null && row.verschobenNach !== null
          ? { am: row.verschobenAm, nachTermin: row.verschobenNach }
          : null,
      geladenAm: {
        schriftlich: geladen.get('schriftlich') ?? null,
        muendlich: geladen.get('muendlich') ?? null,
      },
      ruecktrittAm: ende?.kind === 'modulruecktritt' ? ende.am : null,
      triftigeGruende: (reasonsByRegistration.get(row.id) ?? []).map((r): TriftigerGrundFall => ({
        teil: r.teil as TriftigerGrundFall['teil'],
        ladungVom: r.ladungVom,
        gemeldetAm: r.gemeldetAm,
        status: r.status as Entscheidung,
      })),
      ergebnis: (row.ergebnis as Ergebnis | null) ?? null,
    });
    registrationIds[modul].push(row.id);
  }

  const module = Object.fromEntries(
    MODULE.map((m): [Modul, ModulFakten] => [
      m,
      {
        anmeldungen: anmeldungen[m],
        anrechnungen: creditRows
          .filter((c) => c.modul === m)
          .map((c) => ({ beantragtAm: c.beantragtAm, status: c.status as Entscheidung })),
      },
    ]),
  ) as Record<Modul, ModulFakten>;

  const eignungVersuche = attemptRows.map((row): EignungVersuch => {
    const geladen = latestPerTeil(invitationsByAttempt.get(row.id));
    return {
      termin: row.term,
      geladenAm: Object.fromEntries(EIGNUNG_TEILE.map((t) => [t, geladen.get(t) ?? null])) as Record<
        EignungTeil,
        IsoDate | null
      >,
      ruecktrittAm: withdrawalByAttempt.get(row.id)?.am ?? null,
      triftigeGruende: (reasonsByAttempt.get(row.id) ?? []).map((r): EignungTriftigerGrundFall => ({
        teil: r.teil as EignungTeil,
        ladungVom: r.ladungVom,
        gemeldetAm: r.gemeldetAm,
        status: r.status as Entscheidung,
      })),
      ergebnis: (row.ergebnis as Ergebnis | null) ?? null,
    };
  });

  const gesamtruecktritt = withdrawalRows.find(
    (w) => w.kind === 'gesamtruecktritt' && w.applicationId === application.id,
  );
  const facts: Verfahrensfakten = {
    art: account.art,
    antrag: {
      status: application.status as AntragStatusRow,
      zulassungsblock: application.term,
      antragsdatum: application.antragsdatum,
      ersteszulassungsdatum: application.ersteszulassungsdatum,
      vorzeitigeZulassung: application.vorzeitigeZulassung as VorzeitigeZulassung,
      entfalleneModule: application.entfalleneModule.filter((m): m is Modul =>
        (MODULE as readonly string[]).includes(m),
      ),
      versuch: application.versuch,
    },
    kontaktdaten: account.kontaktdaten,
    module,
    gesamtruecktrittAm: gesamtruecktritt?.am ?? null,
    eignungVersuche,
    fruehereAntraege: fruehereAntraege(alle),
  };
  return { account, application, facts, registrationIds, eignungAttemptIds: attemptRows.map((r) => r.id) };
}
