// The Protokoll's writer and reader. recordStaffAction is THE way to audit a staff action: call it in
// the action's own transaction, so the row exists exactly when the action took effect. The table is
// append-only in the database (migration 0011: UPDATE, DELETE and TRUNCATE are refused) and a hash
// chain (migration 0017): `npm run office -- protokoll-pruefen` finds a changed, inserted or missing row.
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { aktenzeichen, aktenzeichenPraefix } from '@examensportal/domain/rules/aktenzeichen';
import { suchWoerter } from '@examensportal/domain/rules/suche';
import type { ProtokollEintrag, ProtokollFilter } from '@examensportal/domain/schemas/pruefungsstelle';
import type { Conn } from '../../db/connect';
import { accounts, staffAudit } from '../../db/schema';
import { staffAuditContentHash } from '../protokoll/content';
import { suchSchluesselSql } from './kandidat-suche';

export type Quelle = 'browser' | 'kommandozeile' | 'system';

export interface StaffAction {
  /** The acting staff account, when known. */
  staffId?: string | null;
  /** Who, readable: the staff name, the command line's --von, or an address tried at login. */
  wer: string;
  quelle: Quelle;
  /** Dotted action key, e.g. 'mitarbeiter.rolle' (readable names in pruefungsstelle.aktionen). */
  aktion: string;
  /** What it concerned, readable. */
  ziel?: string | null;
  /** The candidate concerned, if any. */
  accountId?: string | null;
  vorher?: unknown;
  nachher?: unknown;
}

export async function recordStaffAction(tx: Conn, action: StaffAction, now: Date): Promise<number> {
  const content = {
    at: now,
    staffId: action.staffId ?? null,
    wer: action.wer,
    quelle: action.quelle,
    aktion: action.aktion,
    ziel: action.ziel ?? null,
    accountId: action.accountId ?? null,
    vorher: action.vorher ?? null,
    nachher: action.nachher ?? null,
  };
  // The content's hash is ours; the database links the row into the chain at COMMIT (decision 0029).
  const [row] = await tx
    .insert(staffAudit)
    .values({ ...content, contentHash: staffAuditContentHash(content) })
    .returning({ id: staffAudit.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export const protokollSeitengroesse = 50;

/** A LIKE pattern that matches the term literally anywhere. */
const enthaelt = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The rows of the candidates a text names: every word in the folded name or e-mail (the person search's
 * fold, rules/suche.ts), or the whole text as (part of) an Aktenzeichen. A subquery on accounts, so the
 * page stays one query with its LIMIT.
 */
function kandidatFilter(text: string): SQL {
  const name = suchSchluesselSql(
    sql`concat_ws('|', ${accounts.vorname}, ${accounts.nachname}, ${accounts.email})`,
  );
  const woerter = suchWoerter(text).map(
    ({ schluessel }) => sql`${name} like lower(${enthaelt(schluessel)}) escape '\\'`,
  );
  const az = aktenzeichenPraefix(text);
  const azTreffer = az
    ? and(sql`${accounts.id}::text like ${`${az.idPraefix}%`}`, az.art ? eq(accounts.art, az.art) : undefined)
    : undefined;
  const treffer = or(woerter.length > 0 ? and(...woerter) : undefined, azTreffer) ?? sql`false`;
  return sql`${staffAudit.accountId} in (select ${accounts.id} from ${accounts} where ${treffer})`;
}

/** Filter days are Berlin calendar days; a day's bounds are found by the database in that zone. */
function whereOf(filter: Omit<ProtokollFilter, 'seite'>): SQL | undefined {
  const dayStart = (day: string) => new Date(berlinMidnight(day));
  return and(
    filter.person ? eq(staffAudit.staffId, filter.person) : undefined,
    filter.aktion ? eq(staffAudit.aktion, filter.aktion) : undefined,
    filter.kandidat ? kandidatFilter(filter.kandidat) : undefined,
    filter.von ? gte(staffAudit.at, dayStart(filter.von)) : undefined,
    filter.bis ? lt(staffAudit.at, dayStart(nextDay(filter.bis))) : undefined,
  );
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Midnight in Europe/Berlin of a calendar day, as an instant (ms). */
function berlinMidnight(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The Berlin offset at that moment: format the instant in Berlin and compare.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utcMidnight));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return utcMidnight - (asUtc - utcMidnight);
}

const columns = {
  id: staffAudit.id,
  at: staffAudit.at,
  wer: staffAudit.wer,
  staffId: staffAudit.staffId,
  quelle: staffAudit.quelle,
  aktion: staffAudit.aktion,
  ziel: staffAudit.ziel,
  vorher: staffAudit.vorher,
  nachher: staffAudit.nachher,
  kandidatId: accounts.id,
  vorname: accounts.vorname,
  nachname: accounts.nachname,
  art: accounts.art,
};

type Row = Omit<ProtokollEintrag, 'at' | 'kandidat'> & {
  at: Date;
  kandidatId: string | null;
  vorname: string | null;
  nachname: string | null;
  art: string | null;
};
/** A row with the candidate's name and Aktenzeichen instead of the bare account id. */
const toEintrag = ({ kandidatId, vorname, nachname, art, ...row }: Row): ProtokollEintrag => ({
  ...row,
  at: row.at.toISOString(),
  kandidat: kandidatId
    ? {
        id: kandidatId,
        name: `${vorname ?? ''} ${nachname ?? ''}`.trim(),
        aktenzeichen: aktenzeichen(kandidatId, art === 'EIGNUNG' ? 'EIGNUNG' : 'WP'),
      }
    : null,
});
const mitKandidat = eq(accounts.id, staffAudit.accountId);

/** One page, newest first, and the number of matching rows. */
export async function auditPage(db: Conn, filter: ProtokollFilter) {
  const where = whereOf(filter);
  const [total] = await db.select({ n: count() }).from(staffAudit).where(where);
  const rows = await db
    .select(columns)
    .from(staffAudit)
    .leftJoin(accounts, mitKandidat)
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(protokollSeitengroesse)
    .offset((filter.seite - 1) * protokollSeitengroesse);
  return { eintraege: rows.map(toEintrag), gesamt: total?.n ?? 0 };
}

/** Every matching row, newest first, in batches (the CSV export of a long trail stays small in memory). */
export async function* auditRows(
  db: Conn,
  filter: Omit<ProtokollFilter, 'seite'>,
): AsyncGenerator<ProtokollEintrag> {
  const where = whereOf(filter);
  const batch = 1000;
  let before: { at: Date; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(staffAudit)
      .leftJoin(accounts, mitKandidat)
      .where(
        and(
          where,
          // keyset paging on (at, id), newest first: equal times are told apart by the id
          before
            ? sql`(${staffAudit.at}, ${staffAudit.id}) < (${before.at.toISOString()}::timestamptz, ${before.id})`
            : undefined,
        ),
      )
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(batch);
    for (const row of rows) yield toEintrag(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    before = { at: last.at, id: last.id };
  }
}

/** The action keys present, for the filter's choice. */
export async function auditActions(db: Conn): Promise<string[]> {
  const rows = await db
    .selectDistinct({ aktion: staffAudit.aktion })
    .from(staffAudit)
    .orderBy(staffAudit.aktion);
  return rows.map((r) => r.aktion);
}
