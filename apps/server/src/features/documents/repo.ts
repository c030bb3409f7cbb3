import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@examensportal/domain/uuid';
import type { Conn, Db, Tx } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import type { ListedDocument } from './rules';
import { accounts, documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;

/** A path parameter that can be a document id at all (anything else is "not found", never a DB error). */
export const isDocumentId = (value: string): boolean => isUuid(value);

const prepareListOwn = (db: Db) =>
  db
    .select({
      id: documents.id,
      originalName: documents.originalName,
      createdAt: documents.createdAt,
      category: documents.category,
      type: documents.type,
      source: documents.source,
      lockedAt: documents.lockedAt,
      geloeschtAm: documents.geloeschtAm,
    })
    .from(documents)
    .where(eq(documents.accountId, sql.placeholder('accountId')))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .prepare('ep_list_own_documents');

const preparedListOwn = new WeakMap<Db, ReturnType<typeof prepareListOwn>>();

/**
 * GET /api/dokumente: only the listed columns (issue 29: parsing the other seven of 20 rows cost as
 * much as the query), as a prepared statement built once per database.
 */
export async function listOwnDocuments(db: Db, accountId: string): Promise<ListedDocument[]> {
  let prepared = preparedListOwn.get(db);
  if (!prepared) {
    prepared = prepareListOwn(db);
    preparedListOwn.set(db, prepared);
  }
  return prepared.execute({ accountId });
}

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
