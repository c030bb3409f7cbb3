import { and, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { isUuid } from '@examensportal/domain/uuid';
import type { Conn, Tx } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import type { ListedJson } from './rules';
import { accounts, documents, dokumenteStand, uploadRate } from '../../db/schema';
import type { TakenRow } from '../../infra/upload-rate';
import { sessionJoin } from '../sessions/repo';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;

/** A path parameter that can be a document id at all (anything else is "not found", never a DB error). */
export const isDocumentId = (value: string): boolean => isUuid(value);

/**
 * GET /api/dokumente: the account's documents, newest first, as one json value (decision 0073): one
 * field to decode instead of eight per row – on PGlite the protocol parser's per-field copies were the
 * largest part of the read. Each element is an array of the answer's fields in a fixed order (`ListedJson`)
 * with the two timestamps the deletion rule reads as flags (issue 29): `json_build_array` instead of
 * `json_build_object` (h100: the eight keys written and escaped per row were about 40 µs of PGlite's WASM
 * per read of 20 documents, a third of the statement). createdAt is PostgreSQL's json text of the
 * timestamp, turned into the answer's form by `isoAusJson` without a Date per row. (`to_char` in SQL
 * would do it too, but cost PGlite's WASM about 3.5 µs per row, more than the Date it saves.)
 */
const listedAggregate = sql<ListedJson[]>`coalesce(json_agg(json_build_array(
      ${documents.id}, ${documents.originalName}, ${documents.createdAt}, ${documents.category},
      ${documents.type}, ${documents.source}, ${documents.lockedAt} is not null,
      ${documents.geloeschtAm} is not null)
      order by ${documents.createdAt} desc, ${documents.id} desc), '[]'::json)`;

export const listedJson = (accountId: SQLWrapper) =>
  sql<
    ListedJson[]
  >`(select ${listedAggregate} from ${documents} where ${documents.accountId} = ${accountId})`;

/** The aggregate over the account's rows: always one row (`[]` for none, or for no such account). */
const listOwnStatement = preparedStatement('ep_list_own_documents', (db) =>
  db
    .select({ list: listedAggregate })
    .from(documents)
    .where(eq(documents.accountId, sql.placeholder('accountId'))),
);

export async function listOwnDocuments(db: Conn, accountId: string): Promise<ListedJson[]> {
  const [row] = await listOwnStatement(db, { accountId });
  return row?.list ?? [];
}

/**
 * The version of the account's documents joined to the session check of GET /api/dokumente (PostgreSQL:
 * one round trip, a key-sized answer; decision 0102). As text: the sequence's bigint, only compared.
 */
export const documentsVersionWithSession = sessionJoin<string | null>(
  'ep_session_dokumente_stand',
  (accountId) =>
    sql`(select ${dokumenteStand.version}::text from ${dokumenteStand} where ${dokumenteStand.accountId} = ${accountId})`,
);

/**
 * The list and the version it belongs to, read in one statement (one snapshot; decision 0102). The
 * version's subquery names its own table's column: drizzle writes a single table's columns unqualified.
 */
const listWithVersionStatement = preparedStatement('ep_list_own_documents_stand', (db) =>
  db
    .select({
      version: sql<
        string | null
      >`(select ${dokumenteStand.version}::text from ${dokumenteStand} where ${dokumenteStand.accountId} = ${sql.placeholder('accountId')})`,
      list: listedAggregate,
    })
    .from(documents)
    .where(eq(documents.accountId, sql.placeholder('accountId'))),
);

export async function listOwnDocumentsWithVersion(
  db: Conn,
  accountId: string,
): Promise<{ version: string | null; list: ListedJson[] }> {
  const [row] = await listWithVersionStatement(db, { accountId });
  return { version: row?.version ?? null, list: row?.list ?? [] };
}

/**
 * The account's rows of the upload limit (ms, files), oldest first, joined to the session check of
 * the interim saves (PostgreSQL: the limit's look before the body in the session's round trip, issue
 * 29). Rows out of the window are few: each accepted upload deletes them (upload-rate-pg.ts).
 */
export const uploadRateWithSession = sessionJoin<TakenRow[]>(
  'ep_session_upload_rate',
  (accountId) =>
    sql`(select coalesce(json_agg(json_build_object('at', (extract(epoch from ${uploadRate.takenAt}) * 1000)::float8, 'files', ${uploadRate.files}) order by ${uploadRate.takenAt}, ${uploadRate.id}), '[]'::json) from ${uploadRate} where ${uploadRate.accountId} = ${accountId})`,
);

/** The document if it belongs to the account; a foreign one looks exactly like a missing one. */
export async function findOwnDocument(db: Conn, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.accountId, accountId)))
    .limit(1);
  return row;
}

/** Only for the audit log of a refused access (SEC-LOG-1): whether the id belongs to someone else. */
export async function isForeignDocument(db: Conn, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: documents.accountId })
    .from(documents)
    .where(eq(documents.id, id))
    .limit(1);
  return row !== undefined && row.accountId !== accountId;
}

export async function findDocumentsByIds(db: Conn, ids: readonly string[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.id, [...ids]));
}

/** Inserts rows whose files are already durable; ids that exist already are skipped. */
export async function insertDocuments(tx: Conn, rows: readonly NewDocument[]): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(documents)
    .values([...rows])
    .onConflictDoNothing({ target: documents.id })
    .returning();
}

/** Deletes the candidate's own unlocked upload; undefined when it is not (or no longer) deletable. */
export async function deleteOwnUpload(tx: Conn, accountId: string, id: string) {
  const [row] = await tx
    .delete(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.accountId, accountId),
        eq(documents.source, 'candidate'),
        isNull(documents.lockedAt),
        // A tombstone stays: its row is the record that the class ended (decision 0058).
        isNull(documents.geloeschtAm),
      ),
    )
    .returning();
  return row;
}

/** Files and bytes of the candidate's own uploads (the quota counts nothing the office or we add). */
const uploadUsageStatement = preparedStatement('ep_upload_usage', (db) =>
  db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<string>`coalesce(sum(${documents.size}), 0)::text`,
    })
    .from(documents)
    .where(and(eq(documents.accountId, sql.placeholder('accountId')), eq(documents.source, 'candidate'))),
);

export async function uploadUsage(db: Conn, accountId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await uploadUsageStatement(db, { accountId });
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** Serialises uploads of one candidate, so two parallel requests cannot both pass the quota. */
export async function lockAccount(tx: Tx, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/**
 * Marks uploads as part of a submitted declaration: from then on the office keeps them and the
 * candidate can no longer delete them. Only the account's own documents are touched.
 */
export async function lockDocuments(tx: Conn, accountId: string, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(documents)
    .set({ lockedAt: now })
    .where(
      and(eq(documents.accountId, accountId), inArray(documents.id, [...ids]), isNull(documents.lockedAt)),
    );
}

/** Which of the stored names a row still references (the sweeper keeps those). */
export async function referencedStoredNames(db: Conn, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ storedName: documents.storedName })
    .from(documents)
    // A tombstone's file is removed on purpose (decision 0058): the sweeper may take one left behind.
    .where(and(inArray(documents.storedName, [...names]), isNull(documents.geloeschtAm)));
  return new Set(rows.map((r) => r.storedName));
}
