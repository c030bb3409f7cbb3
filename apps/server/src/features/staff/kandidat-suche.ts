// GET /pruefungsstelle/kandidaten: candidates by name, birth name, date and place of birth, e-mail or
// file number, paged in SQL, insensitive to case, accents and German/Turkish letter variants: the data
// are folded in SQL by the same steps as the domain's suchSchluessel folds the words typed (rules/
// suche.ts; replace/translate/lower, which PGlite and PostgreSQL both have). Every word must occur in
// the person's data. Two accounts with the same folded name and date of birth are flagged (doppelungen).
// The current application (the open one, else the newest – as features/procedure/repo.ts reads it) comes
// from one DISTINCT ON subquery, so a page costs two queries whatever the number of candidates.
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
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

function whereOf(suche: string): SQL | undefined {
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
    .innerJoin(candidates, eq(candidates.accountId, accounts.id))
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

export async function kandidatenSuchen(db: Conn, query: KandidatenSuche): Promise<KandidatenSeite> {
  const where = whereOf(query.suche);
  const current = db
    .selectDistinctOn([applications.accountId], {
      accountId: applications.accountId,
      status: applications.status,
      term: applications.term,
    })
    .from(applications)
    .orderBy(
      applications.accountId,
      sql`case when ${applications.status} in ('draft', 'submitted') then 0 else 1 end`,
      desc(applications.seq),
    )
    .as('current_application');
  const rows = await db
    .select({
      id: accounts.id,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      email: accounts.email,
      art: accounts.art,
      geburtsdatum: sql<string | null>`nullif(${candidates.kontaktdaten} ->> 'geburtsdatum', '')`,
      status: current.status,
      term: current.term,
    })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .leftJoin(current, eq(current.accountId, accounts.id))
    .where(where)
    .orderBy(asc(accounts.nachname), asc(accounts.vorname), asc(accounts.email))
    .limit(kandidatenSeitengroesse)
    .offset((query.seite - 1) * kandidatenSeitengroesse);
  const [total] = await db
    .select({ n: count() })
    .from(accounts)
    .leftJoin(candidates, eq(candidates.accountId, accounts.id))
    .where(where);
  const gesamt = total?.n ?? 0;
  const aehnlich = await doppelungen(
    db,
    rows.map((r) => r.id),
  );
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
        antragStatus: (r.status ?? 'none') as KandidatenSeite['treffer'][number]['antragStatus'],
        termin: terminAnzeige(r.term),
      };
    }),
    gesamt,
    seite: query.seite,
    seiten: Math.max(1, Math.ceil(gesamt / kandidatenSeitengroesse)),
  };
}
