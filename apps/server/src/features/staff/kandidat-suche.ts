// GET /pruefungsstelle/kandidaten: candidates by name, birth name, date and place of birth, e-mail or
// file number, paged in SQL, insensitive to case, accents and German/Turkish letter variants: the data
// are folded in SQL by the same steps as the domain's suchSchluessel folds the words typed (rules/
// suche.ts; replace/translate/lower, which PGlite and PostgreSQL both have). Every word must occur in
// the person's data. Two accounts with the same folded name and date of birth are flagged (doppelungen).
// The current application (the open one, else the newest – as features/procedure/repo.ts reads it) comes
// from one LATERAL subquery per account (an index lookup), so a page costs two queries whatever the
// number of candidates.
import { inhaltGeloeschtText } from '@examensportal/domain/rules/inhalt-geloescht';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { kandidatTexte as k } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { listenTexte as l } from '@examensportal/domain/messages-pruefungsstelle-listen';
import type { AntragStatus } from '@examensportal/domain/rules/facts';
import { laufbahn, standVorZulassung, type Laufbahnstand } from '@examensportal/domain/rules/laufbahn';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import {
  EXPORT_HOECHSTENS,
  LGS_OPTIONEN,
  type KandidatenStandFilter,
} from '@examensportal/domain/schemas/pruefungsstelle-listen';
import { aktenzeichen, aktenzeichenPraefix } from '@examensportal/domain/rules/aktenzeichen';
import {
  SUCH_AKZENTE,
  SUCH_MEHRFACH,
  SUCH_UMSCHRIFT,
  SUCH_ZEICHEN,
  suchWoerter,
} from '@examensportal/domain/rules/suche';
import {
  type KandidatenSeite,
  type KandidatenSuche,
} from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { Conn } from '../../db/connect';
import { accounts, applications, candidates } from '../../db/schema';
import { fallZuweisungen } from '../../db/schema-fall';
import { staffAccounts } from '../../db/schema-staff';
import { HttpError } from '../../http/errors';
import { loadProcedure } from '../procedure/repo';
import { terminAnzeige } from './kandidat-akte';

const kandidatenSeitengroesse = 25;

/** A LIKE pattern that matches the term literally anywhere (%, _ and \\ typed by the user are text). */
const enthaelt = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The domain's suchSchluessel as SQL over a text expression (rules/suche.ts, same steps, same tables). */
export function suchSchluesselSql(text: SQL): SQL {
  let s = text;
  for (const [von, nach] of SUCH_MEHRFACH) s = sql`replace(${s}, ${von}::text, ${nach}::text)`;
  s = sql`translate(${s}, ${SUCH_ZEICHEN.von}::text, ${SUCH_ZEICHEN.nach}::text)`;
  s = sql`lower(regexp_replace(normalize(${s}, NFD), ${SUCH_AKZENTE}::text, '', 'g'))`;
  for (const [von, nach] of SUCH_UMSCHRIFT) s = sql`replace(${s}, ${von}::text, ${nach}::text)`;
  return s;
}

const kontakt = (feld: string) => sql`coalesce(${candidates.kontaktdaten} ->> ${feld}::text, '')`;

/** Everything a person is searched by, in one text (the fields apart by '|'). */
const suchText = () =>
  suchSchluesselSql(
    sql`concat_ws('|', ${accounts.vorname}, ${accounts.nachname}, ${accounts.email}, ${kontakt('vorname')}, ${kontakt('name')}, ${kontakt('weitereVornamen')}, ${kontakt('geburtsname')}, ${kontakt('geburtsort')}, ${kontakt('geburtsdatum')})`,
  );

/** The folded name and date of birth two accounts of one person share; null without a date of birth. */
const personSchluessel = () =>
  sql<string | null>`case when ${candidates.kontaktdaten} ->> 'geburtsdatum' <> '' then ${suchSchluesselSql(
    sql`coalesce(nullif(${candidates.kontaktdaten} ->> 'vorname', ''), ${accounts.vorname}) || '|' || coalesce(nullif(${candidates.kontaktdaten} ->> 'name', ''), ${accounts.nachname})`,
  )} || '|' || (${candidates.kontaktdaten} ->> 'geburtsdatum') end`;

function aktenzeichenTreffer(text: string): SQL | undefined {
  const az = aktenzeichenPraefix(text);
  return az
    ? and(sql`${accounts.id}::text like ${`${az.idPraefix}%`}`, az.art ? eq(accounts.art, az.art) : undefined)
    : undefined;
}

/** Every word of `suche` in the person's folded data (accounts joined with candidates), or an Aktenzeichen. */
export function personSuche(suche: string): SQL | undefined {
  if (!suche) return undefined;
  const text = suchText();
  const alleWoerter = and(
    ...suchWoerter(suche).map(({ wort, schluessel }) =>
      or(sql`${text} like lower(${enthaelt(schluessel)}) escape '\\'`, aktenzeichenTreffer(wort)),
    ),
  );
  return or(alleWoerter, aktenzeichenTreffer(suche));
}

/** For each of the given accounts, the other accounts that look like the same person (same folded name and date of birth). */
export async function doppelungen(
  db: Conn,
  ids: readonly string[],
): Promise<Map<string, { id: string; aktenzeichen: string }[]>> {
  const ergebnis = new Map<string, { id: string; aktenzeichen: string }[]>();
  if (ids.length === 0) return ergebnis;
  // The page's accounts with their key; the others are joined on the date of birth first, so the
  // names are folded only for accounts that share one (not for every candidate).
  const personen = db
    .select({
      id: accounts.id,
      geburtsdatum: sql<string>`${candidates.kontaktdaten} ->> 'geburtsdatum'`.as('geburtsdatum'),
      schluessel: personSchluessel().as('schluessel'),
    })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .where(inArray(accounts.id, [...ids]))
    .as('personen');
  const rows = await db
    .select({ id: personen.id, andererId: accounts.id, andererArt: accounts.art })
    .from(personen)
    .innerJoin(
      candidates,
      and(
        sql`${candidates.kontaktdaten} ->> 'geburtsdatum' = ${personen.geburtsdatum}`,
        ne(candidates.accountId, personen.id),
      ),
    )
    .innerJoin(accounts, eq(accounts.id, candidates.accountId))
    .where(sql`${personSchluessel()} = ${personen.schluessel}`)
    .orderBy(personen.id, accounts.id);
  for (const r of rows) {
    const liste = ergebnis.get(r.id) ?? [];
    liste.push({
      id: r.andererId,
      aktenzeichen: aktenzeichen(r.andererId, r.andererArt as 'WP' | 'EIGNUNG'),
    });
    ergebnis.set(r.id, liste);
  }
  return ergebnis;
}

/** The filter of the list as SQL over accounts, candidates and the current application. */
function filterOf(
  query: Omit<KandidatenSuche, 'seite'>,
  current: { status: SQL.Aliased<string> | AnyColumn; term: AnyColumn; lgs: SQL.Aliased<string | null> },
  leser: string | null,
): SQL | undefined {
  const status = query.status;
  return and(
    query.zuweisung === 'meine'
      ? leser
        ? eq(fallZuweisungen.staffId, leser)
        : sql`false`
      : query.zuweisung === 'keine'
        ? isNull(fallZuweisungen.staffId)
        : undefined,
    personSuche(query.suche),
    status === undefined
      ? undefined
      : status === 'keinAntrag'
        ? isNull(current.status as AnyColumn)
        : eq(current.status as AnyColumn, ANTRAGSSTATUS_DES_FILTERS[status]),
    query.termin ? eq(current.term, query.termin) : undefined,
    query.art ? eq(accounts.art, query.art) : undefined,
    query.lgs === undefined ? undefined : sql`${current.lgs} = ${String(query.lgs)}`,
  );
}

/** The filter's states are the application's statuses (the column shows the career derived from them). */
const ANTRAGSSTATUS_DES_FILTERS = {
  entwurf: 'draft',
  eingereicht: 'submitted',
  zugelassen: 'admitted',
  zurueckgenommen: 'withdrawn',
  abgelehnt: 'rejected',
} as const satisfies Record<Exclude<KandidatenStandFilter, 'keinAntrag'>, string>;

/**
 * The current application (the open one, else the newest) of the account of the outer row, as a LATERAL
 * subquery: an index lookup per account (applications_account_idx). One DISTINCT ON over all
 * applications joined by the account was the same answer, but the planner cannot estimate a filter on
 * a DISTINCT ON's output (it assumes 0.5 %) nor "Nicht zugewiesen" over the empty fall_zuweisungen, and
 * chose a nested loop that compared every account with every application: 2,000,000 comparisons for
 * the filtered list of 2,000 candidates (docs/quality.md, issue 29 BACKOFFICE). A lateral lookup costs
 * one index scan per account whatever the plan.
 */
function aktuelleAntraege(db: Conn) {
  return db
    .select({
      status: applications.status,
      term: applications.term,
      lgs: sql<string | null>`${applications.payload} ->> 'lgs'`.as('lgs'),
      // The day its content went with its class (decision 0062): the LGS is gone with it.
      geloescht: sql<string | null>`${applications.payload} ->> 'geloescht'`.as('geloescht'),
    })
    .from(applications)
    .where(eq(applications.accountId, accounts.id))
    .orderBy(
      sql`case when ${applications.status} in ('draft', 'submitted') then 0 else 1 end`,
      desc(applications.seq),
    )
    .limit(1)
    .as('current_application');
}

type Zeile = {
  id: string;
  vorname: string;
  nachname: string;
  email: string;
  art: string;
  geburtsdatum: string | null;
  status: string | null;
  term: string | null;
  lgs: string | null;
  geloescht: string | null;
  bearbeitung: string | null;
};

/** One page (or, for the export, one batch) of the filtered, sorted list, and the count beside it. */
async function kandidatenZeilen(
  db: Conn,
  query: Omit<KandidatenSuche, 'seite'>,
  limit: number,
  offset: number,
  leser: string | null,
): Promise<{ rows: Zeile[]; where: SQL | undefined; current: ReturnType<typeof aktuelleAntraege> }> {
  const current = aktuelleAntraege(db);
  const where = filterOf(query, current, leser);
  const geburtsdatum = sql<string | null>`nullif(${candidates.kontaktdaten} ->> 'geburtsdatum', '')`;
  const ordnung = (x: AnyColumn | SQL) =>
    query.richtung === 'ab' ? sql`${x} desc nulls last` : sql`${x} asc nulls last`;
  const sortierung: SQL[] = {
    name: [ordnung(accounts.nachname), ordnung(accounts.vorname), ordnung(accounts.email)],
    aktenzeichen: [ordnung(accounts.id)],
    geburtsdatum: [ordnung(geburtsdatum), asc(accounts.nachname), asc(accounts.vorname)],
    termin: [ordnung(current.term), asc(accounts.nachname), asc(accounts.vorname)],
    status: [ordnung(current.status), asc(accounts.nachname), asc(accounts.vorname)],
  }[query.sortierung];
  const rows = await db
    .select({
      id: accounts.id,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      email: accounts.email,
      art: accounts.art,
      geburtsdatum,
      status: current.status,
      term: current.term,
      lgs: current.lgs,
      geloescht: current.geloescht,
      bearbeitung: staffAccounts.name,
    })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .leftJoinLateral(current, sql`true`)
    // Who holds the case (decision 0046): one row per account at most (its primary key).
    .leftJoin(fallZuweisungen, eq(fallZuweisungen.accountId, accounts.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, fallZuweisungen.staffId))
    .where(where)
    // The id last: a stable order, so no row appears on two pages.
    .orderBy(...sortierung, asc(accounts.id))
    .limit(limit)
    .offset(offset);
  return { rows, where, current };
}

/**
 * The career of each row as rules/laufbahn.ts derives it, and the application's state as the facts read
 * it (a revoked admission is no longer one, decision 0055): the facts are read only for admitted ones.
 */
async function staendeDer(
  db: Conn,
  rows: readonly Zeile[],
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): Promise<Map<string, { stand: Laufbahnstand; status?: string }>> {
  const staende = new Map<string, { stand: Laufbahnstand; status?: string }>();
  for (const r of rows) {
    const status = (r.status ?? 'none') as AntragStatus;
    const vorZulassung = standVorZulassung(status);
    if (vorZulassung) {
      staende.set(r.id, { stand: vorZulassung });
      continue;
    }
    const procedure = await loadProcedure(db, r.id);
    if (procedure)
      staende.set(r.id, {
        stand: laufbahn(procedure.facts, today, settings).stand,
        status: procedure.facts.antrag.status,
      });
  }
  return staende;
}

const lgsName = (code: string | null) => (code ? (LGS_OPTIONEN[Number(code)] ?? null) : null);
/** The LGS of the current application; 'Inhalt gelöscht am …' once its content went (decision 0062). */
const lgsAnzeige = (r: Pick<Zeile, 'lgs' | 'geloescht'>) =>
  lgsName(r.lgs) ?? inhaltGeloeschtText({ geloescht: r.geloescht });

export interface ListenStichtag {
  today: IsoDate;
  settings: Verfahrenseinstellungen;
}

/**
 * One page of the list. `leser` is the reading staff member's id, for the filter "Meine Fälle" (null:
 * nobody's, so that filter finds nothing).
 */
export async function kandidatenSuchen(
  db: Conn,
  query: KandidatenSuche,
  stichtag: ListenStichtag,
  leser: string | null,
): Promise<KandidatenSeite> {
  const { rows, where, current } = await kandidatenZeilen(
    db,
    query,
    kandidatenSeitengroesse,
    (query.seite - 1) * kandidatenSeitengroesse,
    leser,
  );
  const gesamt = await kandidatenAnzahl(db, where, current, query);
  const aehnlich = await doppelungen(
    db,
    rows.map((r) => r.id),
  );
  const staende = await staendeDer(db, rows, stichtag.today, stichtag.settings);
  return {
    treffer: rows.map((r) => {
      const art = r.art as 'WP' | 'EIGNUNG';
      return {
        id: r.id,
        name: `${r.vorname} ${r.nachname}`,
        email: r.email,
        aktenzeichen: aktenzeichen(r.id, art),
        art,
        geburtsdatum: r.geburtsdatum,
        doppelungen: aehnlich.get(r.id) ?? [],
        antragStatus: (staende.get(r.id)?.status ??
          r.status ??
          'none') as KandidatenSeite['treffer'][number]['antragStatus'],
        stand: staende.get(r.id)?.stand ?? 'keinAntrag',
        termin: terminAnzeige(r.term),
        lgs: lgsAnzeige(r),
        bearbeitung: r.bearbeitung,
      };
    }),
    gesamt,
    seite: query.seite,
    seiten: Math.max(1, Math.ceil(gesamt / kandidatenSeitengroesse)),
  };
}

/** How many rows the filter selects (the current application is joined only when a filter reads it). */
async function kandidatenAnzahl(
  db: Conn,
  where: SQL | undefined,
  current: ReturnType<typeof aktuelleAntraege>,
  query: Omit<KandidatenSuche, 'seite'>,
): Promise<number> {
  const mitAntrag = query.status !== undefined || query.termin !== undefined || query.lgs !== undefined;
  const base = db
    .select({ n: count() })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .leftJoin(fallZuweisungen, eq(fallZuweisungen.accountId, accounts.id));
  const [total] = await (mitAntrag ? base.leftJoinLateral(current, sql`true`) : base).where(where);
  return total?.n ?? 0;
}

/** One row of the export: the columns of listenTexte.kandidatenSpalten. */
export type KandidatExportZeile = [string, string, string, string, string, string, string, string, string];

/**
 * Exactly the filtered list in its order, for the export (issue 28 point 6): read in batches of 500,
 * the career derived for each row as on the page; refused (German 422) when longer than the limit.
 */
export async function kandidatenExport(
  db: Conn,
  query: Omit<KandidatenSuche, 'seite'>,
  stichtag: ListenStichtag,
  leser: string | null,
): Promise<KandidatExportZeile[]> {
  const probe = await kandidatenZeilen(db, query, 0, 0, leser);
  const gesamt = await kandidatenAnzahl(db, probe.where, probe.current, query);
  if (gesamt > EXPORT_HOECHSTENS) throw new HttpError(422, l.exportZuGross(EXPORT_HOECHSTENS));
  const zeilen: KandidatExportZeile[] = [];
  for (let offset = 0; offset < gesamt; offset += 500) {
    const { rows } = await kandidatenZeilen(db, query, 500, offset, leser);
    const staende = await staendeDer(db, rows, stichtag.today, stichtag.settings);
    for (const r of rows) {
      const art = r.art as 'WP' | 'EIGNUNG';
      zeilen.push([
        aktenzeichen(r.id, art),
        r.nachname,
        r.vorname,
        r.email,
        formatDatum(r.geburtsdatum),
        k.arten[art] ?? art,
        lgsAnzeige(r) ?? '',
        terminAnzeige(r.term) ?? '',
        k.laufbahnStand[staende.get(r.id)?.stand ?? 'keinAntrag'] ?? '',
      ]);
    }
  }
  return zeilen;
}
