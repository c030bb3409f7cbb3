// Loads one candidate's facts into the domain's model (Verfahrensfakten) with a fixed number of
// queries, whatever the number of registrations, invitations or cases: the fact tables in one
// statement, each filtered by the candidate, joined in memory. Callers run it in one read-only snapshot or under the candidate lock.
import { desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type Art,
  type FruehererAntrag,
  type Kontaktdaten,
  leereFakten,
  type ModulFakten,
  type Verfahrensfakten,
  type VorzeitigeZulassung,
} from '@examensportal/domain/rules/facts';
import { MODULE, type Modul } from '@examensportal/domain/rules/module';
import { bisherigeVersuche } from '@examensportal/domain/rules/laufbahn';
import type { Conn } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { accounts, applications, candidates } from '../../db/schema';
import { anmeldungenFromRows, anmeldungenJson } from './fakten/anmeldungen';
import { jsonRows } from './fakten/json';
import { anrechnungenFromRows, anrechnungenJson } from './fakten/anrechnungen';
import { loadAufhebungen } from './fakten/aufhebungen';
import { aufhebungenUndAbhilfenFromRows, aufhebungenUndAbhilfenJson } from './fakten/abhilfen';
import { eignungVersucheFromRows, eignungVersucheJson } from './fakten/eignungVersuche';
import { ladungenFromRows, ladungenJson } from './fakten/ladungen';
import { ruecktritteFromRows, ruecktritteJson } from './fakten/ruecktritte';
import { triftigeGruendeFromRows, triftigeGruendeJson } from './fakten/triftigeGruende';
import { zulassungsbescheid } from './fakten/zulassungsbescheid';
import { kontaktdatenAusSpeicher } from './kontaktdaten';
import type { Grundeinstellungen } from '../../config';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { examTermsJson, settingsFromRows } from './settings';

/** The outcome of a result as it applies now (decision 0032), for readers outside the procedure. */
export { geltendeNoten, geltendesErgebnis } from './fakten/ergebnis';

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

/** Page 3 of a stored WP application. */
const bisherigeAus = (payload: unknown): unknown =>
  (payload as { bishierigeZulassungen?: unknown } | null)?.bishierigeZulassungen;

/** R-63: earlier failures declared under the old rules give a third overall attempt. */
const altesRechtAus = (art: CandidateAccount['art'], payload: unknown) =>
  art === 'WP' && bisherigeVersuche(bisherigeAus(payload)).altesRecht ? { altesRecht: true as const } : {};

/**
 * The facts after an interim save of the open draft, without reading them again (issue 29: nine
 * queries fewer inside the candidate lock). The save changes only the draft's term and payload, and
 * of the facts only what loadProcedure derives from those: the block and the old-law flag. A change
 * there must change this too; test/interim-save-statements.test.ts compares it with a fresh read.
 */
export function mitGespeichertemEntwurf(
  procedure: LoadedProcedure,
  draft: ApplicationRow,
  values: { term: string | null; payload: unknown; updatedAt: Date },
): LoadedProcedure {
  const application = { ...draft, ...values };
  const { altesRecht: _alt, ...antrag } = procedure.facts.antrag;
  return {
    ...procedure,
    application,
    facts: {
      ...procedure.facts,
      antrag: {
        ...antrag,
        zulassungsblock: values.term,
        ...altesRechtAus(procedure.account.art, values.payload),
      },
    },
  };
}

/** The account with its candidate row (CandidateAccount before its mapping). */
const accountColumns = {
  accountId: accounts.id,
  email: accounts.email,
  vorname: accounts.vorname,
  nachname: accounts.nachname,
  art: accounts.art,
  kontaktdaten: candidates.kontaktdaten,
};

const candidateAccountStatement = preparedStatement('ep_candidate_account', (db) =>
  db
    .select(accountColumns)
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1),
);

/** Account and candidate of one account id; undefined when the account does not exist. */
export async function findCandidateAccount(
  db: Conn,
  accountId: string,
): Promise<CandidateAccount | undefined> {
  const [row] = await candidateAccountStatement(db, { accountId });
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

/** An application row as a json value (antraegeJson): timestamps as epoch milliseconds. */
interface AntragJson extends Omit<ApplicationRow, 'createdAt' | 'updatedAt' | 'submittedAt' | 'decidedAt'> {
  createdAt: number;
  updatedAt: number;
  submittedAt: number | null;
  decidedAt: number | null;
}

// Rounded down like the driver's own parse of a timestamp (the microseconds dropped, before 1970 too).
const epochMs = (column: SQLWrapper) => sql`floor(extract(epoch from ${column}) * 1000)`;

/**
 * All applications of a candidate, the current one first, as one json column of the facts' statement
 * (issue 29: one round trip fewer in every procedure read, the interim save's lock included). Every
 * column of the row: the json value of a text, uuid, smallint, text[], date (mode 'string') or jsonb
 * column is what drizzle maps it to; timestamps come as epoch milliseconds (antragAusJson).
 */
export const antraegeJson = (accountId: SQL) =>
  jsonRows<AntragJson>(
    {
      id: applications.id,
      accountId: applications.accountId,
      art: applications.art,
      status: applications.status,
      term: applications.term,
      payload: applications.payload,
      vorzeitigeZulassung: applications.vorzeitigeZulassung,
      entfalleneModule: applications.entfalleneModule,
      antragsdatum: applications.antragsdatum,
      ersteszulassungsdatum: applications.ersteszulassungsdatum,
      versuch: applications.versuch,
      seq: applications.seq,
      createdAt: epochMs(applications.createdAt),
      updatedAt: epochMs(applications.updatedAt),
      submittedAt: epochMs(applications.submittedAt),
      decidedAt: epochMs(applications.decidedAt),
      begruendung: applications.begruendung,
    },
    sql`from ${applications} where ${eq(applications.accountId, accountId)}`,
    [...currentFirst],
  );

/** The current application's id (the first of antraegeJson), for the readers of its facts. */
const aktuellerAntrag = (accountId: SQL) =>
  sql`(select ${applications.id} from ${applications} where ${eq(applications.accountId, accountId)} order by ${sql.join([...currentFirst], sql`, `)} limit 1)`;

const zeitpunkt = (ms: number | null) => (ms === null ? null : new Date(ms));

/** Back to the row drizzle's select() returns (compared in test/procedure-antraege-json.test.ts). */
export function antragAusJson(row: AntragJson): ApplicationRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    submittedAt: zeitpunkt(row.submittedAt),
    decidedAt: zeitpunkt(row.decidedAt),
  };
}

const CLOSED = ['admitted', 'rejected', 'withdrawn'] as const;

/**
 * The application's state as the facts read it: an admission revoked (Rücknahme § 48, Widerruf § 49
 * VwVfG, decision 0055) no longer admits – the row keeps 'admitted' as decided, the facts say 'rejected'.
 */
/** The revoked decisions by case, for the staff's views that read an application row (decision 0055). */
export { loadAufhebungen };

export const geltenderStatus = (
  row: Pick<ApplicationRow, 'id' | 'status'>,
  aufgehoben: ReadonlyMap<string, string>,
) => (row.status === 'admitted' && aufgehoben.has(row.id) ? 'rejected' : row.status);

/** The applications before the current one, oldest first, as the career rules read them. */
function fruehereAntraege(
  rows: readonly ApplicationRow[],
  aufgehoben: ReadonlyMap<string, string>,
): FruehererAntrag[] {
  return rows
    .slice(1)
    .reverse()
    .flatMap((row): FruehererAntrag[] =>
      (CLOSED as readonly string[]).includes(row.status)
        ? [
            {
              status: geltenderStatus(row, aufgehoben) as (typeof CLOSED)[number],
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
 * The fact readers' rows in one statement (issue 29: one round trip instead of six or seven, inside
 * the candidate lock on a save): revocations and remedies, invitations, withdrawals, compelling
 * reasons and aptitude attempts of the candidate, registrations and credits of the current application,
 * the applications themselves – and the account with its candidate row, the statement's own row (one
 * round trip fewer each). Without an application the application's readers get NULL and find nothing.
 */
const faktenSpalten = () => {
  const accountId = sql`${sql.placeholder('accountId')}`;
  const applicationId = aktuellerAntrag(accountId);
  const spalten = {
    ...accountColumns,
    antraege: antraegeJson(accountId),
    aufhebungen: aufhebungenUndAbhilfenJson(accountId),
    ladungen: ladungenJson(accountId),
    ruecktritte: ruecktritteJson(accountId),
    gruende: triftigeGruendeJson(accountId),
    eignung: eignungVersucheJson(accountId),
    anmeldungen: anmeldungenJson(applicationId),
    anrechnungen: anrechnungenJson(applicationId),
  };
  return { accountId, spalten };
};

const factsStatement = preparedStatement('ep_fakten', (db) => {
  const { accountId, spalten } = faktenSpalten();
  return db
    .select(spalten)
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
});

/** The same with the office's exam terms (the settings) as one more column: for the career rule. */
const factsAndTermsStatement = preparedStatement('ep_fakten_termine', (db) => {
  const { accountId, spalten } = faktenSpalten();
  return db
    .select({ ...spalten, termine: examTermsJson() })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
});

/**
 * The facts of one candidate. Two queries at most, independent of how much happened: the
 * applications (the current one and the earlier ones of the career), the account and the rows of
 * every fact reader (fakten/) in one statement – revocations and remedies, invitations,
 * withdrawals, compelling reasons, registrations (with postponement and result), aptitude attempts
 * (with result), credits – and for an admission its letter.
 */
export async function loadProcedure(db: Conn, accountId: string): Promise<LoadedProcedure | undefined> {
  const [rows] = await factsStatement(db, { accountId });
  return rows ? procedureOf(db, rows) : undefined;
}

/**
 * loadProcedure and the procedure settings (loadSettings) in its round trips: the exam terms come as
 * one more column of the facts' statement (issue 29: one statement fewer in the interim save's lock).
 */
export async function loadProcedureWithSettings(
  db: Conn,
  accountId: string,
  grundlage: Grundeinstellungen,
): Promise<{ procedure: LoadedProcedure; einstellungen: Verfahrenseinstellungen } | undefined> {
  const [rows] = await factsAndTermsStatement(db, { accountId });
  if (!rows) return undefined;
  return {
    procedure: await procedureOf(db, rows),
    einstellungen: settingsFromRows(rows.termine, grundlage),
  };
}

type FaktenZeile = Awaited<ReturnType<typeof factsStatement>>[number];

async function procedureOf(db: Conn, rows: FaktenZeile): Promise<LoadedProcedure> {
  const alle = rows.antraege.map(antragAusJson);
  const account: CandidateAccount = {
    accountId: rows.accountId,
    email: rows.email,
    vorname: rows.vorname,
    nachname: rows.nachname,
    art: rows.art as Art,
    kontaktdaten: kontaktdatenAusSpeicher(rows.kontaktdaten),
  };
  const { accountId } = account;
  // The module facts describe the current application only: a new admission starts afresh and the
  // modules of a lost overall attempt lapse (R-63); the aptitude test's attempts count across (R-64).
  const application = alle[0] ?? null;
  if (!application) {
    return {
      account,
      application,
      facts: { ...leereFakten(account.art), kontaktdaten: account.kontaktdaten },
      registrationIds: { wp: [], wr: [], bwl: [], st: [] },
      eignungAttemptIds: [],
    };
  }

  const { aufgehoben, abgeholfen, zulassungsdaten } = aufhebungenUndAbhilfenFromRows(rows.aufhebungen);
  const zu = {
    ladungen: ladungenFromRows(rows.ladungen),
    ruecktritte: ruecktritteFromRows(rows.ruecktritte),
    gruende: triftigeGruendeFromRows(rows.gruende, aufgehoben, abgeholfen),
  };
  const { anmeldungen, registrationIds } = anmeldungenFromRows(rows.anmeldungen, zu);
  const eignung =
    account.art === 'EIGNUNG' ? eignungVersucheFromRows(rows.eignung, zu) : { versuche: [], ids: [] };
  const anrechnungen = anrechnungenFromRows(rows.anrechnungen, aufgehoben, abgeholfen);
  const status = geltenderStatus(application, aufgehoben);

  const module = Object.fromEntries(
    MODULE.map((m): [Modul, ModulFakten] => [
      m,
      { anmeldungen: anmeldungen[m], anrechnungen: anrechnungen(m) },
    ]),
  ) as Record<Modul, ModulFakten>;

  const bescheid =
    status === 'admitted' && application.decidedAt
      ? await zulassungsbescheid(db, accountId, application.decidedAt)
      : undefined;

  const facts: Verfahrensfakten = {
    art: account.art,
    antrag: {
      status: status as AntragStatusRow,
      ...(aufgehoben.has(application.id) ? { aufgehobenAm: aufgehoben.get(application.id) } : {}),
      zulassungsblock: application.term,
      antragsdatum: application.antragsdatum,
      // A § 42 correction of the admission letter's date (decision 0066): the date that applies.
      ersteszulassungsdatum: zulassungsdaten.get(application.id) ?? application.ersteszulassungsdatum,
      vorzeitigeZulassung: application.vorzeitigeZulassung as VorzeitigeZulassung,
      entfalleneModule: application.entfalleneModule.filter((m): m is Modul =>
        (MODULE as readonly string[]).includes(m),
      ),
      versuch: application.versuch,
      ...altesRechtAus(account.art, application.payload),
      ...(bescheid ? { zulassungsbescheid: bescheid } : {}),
    },
    kontaktdaten: account.kontaktdaten,
    module,
    gesamtruecktrittAm: zu.ruecktritte.gesamtruecktritt(application.id)?.am ?? null,
    eignungVersuche: eignung.versuche,
    fruehereAntraege: fruehereAntraege(alle, aufgehoben),
  };
  return { account, application, facts, registrationIds, eignungAttemptIds: eignung.ids };
}
