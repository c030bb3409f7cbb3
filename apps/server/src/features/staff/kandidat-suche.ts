// GET /pruefungsstelle/kandidaten: candidates by name, e-mail or file number, paged in SQL. The
// current application (the open one, else the newest – as features/procedure/repo.ts reads it) comes
// from one DISTINCT ON subquery, so a page costs two queries whatever the number of candidates.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { aktenzeichen, aktenzeichenPraefix } from '@examensportal/domain/rules/aktenzeichen';
import {
  type KandidatenSeite,
  type KandidatenSuche,
} from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import type { Conn } from '../../db/connect';
import { accounts, applications } from '../../db/schema';
import { terminAnzeige } from './kandidat-akte';

const kandidatenSeitengroesse = 25;

/** A LIKE pattern that matches the term literally anywhere (%, _ and \ typed by the user are text). */
const enthaelt = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(suche: string): SQL | undefined {
  if (!suche) return undefined;
  const pattern = enthaelt(suche);
  const az = aktenzeichenPraefix(suche);
  return or(
    ilike(sql`${accounts.vorname} || ' ' || ${accounts.nachname}`, pattern),
    ilike(sql`${accounts.nachname} || ' ' || ${accounts.vorname}`, pattern),
    ilike(sql`${accounts.nachname} || ', ' || ${accounts.vorname}`, pattern),
    ilike(accounts.email, pattern),
    az
      ? and(
          sql`${accounts.id}::text like ${`${az.idPraefix}%`}`,
          az.art ? eq(accounts.art, az.art) : undefined,
        )
      : undefined,
  );
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
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  const rows = await db
    .select({
      id: accounts.id,
      vorname: accounts.vorname,
      nachname: accounts.nachname,
      email: accounts.email,
      art: accounts.art,
      status: current.status,
      term: current.term,
    })
    .from(accounts)
    .leftJoin(current, eq(current.accountId, accounts.id))
    .where(where)
    .orderBy(asc(accounts.nachname), asc(accounts.vorname), asc(accounts.email))
    .limit(kandidatenSeitengroesse)
    .offset((query.seite - 1) * kandidatenSeitengroesse);
  const gesamt = total?.n ?? 0;
  return {
    treffer: rows.map((r) => {
      const art = r.art as 'WP' | 'EIGNUNG';
      return {
        id: r.id,
        name: `${r.vorname} ${r.nachname}`,
        email: r.email,
        aktenzeichen: aktenzeichen(r.id, art),
        art,
        antragStatus: (r.status ?? 'none') as KandidatenSeite['treffer'][number]['antragStatus'],
        termin: terminAnzeige(r.term),
      };
    }),
    gesamt,
    seite: query.seite,
    seiten: Math.max(1, Math.ceil(gesamt / kandidatenSeitengroesse)),
  };
}
