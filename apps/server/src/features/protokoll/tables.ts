// The two audit trails as chains: how to read their rows in chain order and recompute each row's
// content hash. Everything else (sealing, the check) works on these two descriptors alike.
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { officeActions, staffAudit } from '../../db/schema';
import { type Chain, officeActionContentHash, staffAuditContentHash } from './content';

interface ChainRow {
  id: number;
  contentHash: string | null;
  chainSeq: number | null;
  prevHash: string | null;
  hash: string | null;
  /** The deletion that redacted the content (decision 0041), if any. */
  geschwaerztDurch: number | null;
  /** The content hash of the row as it is now. */
  recomputed: string;
}

interface ChainTable {
  /** Linked rows with chain_seq > after, in chain order. */
  linked(db: Conn, after: number, limit: number): Promise<ChainRow[]>;
  /** Rows not linked into the chain, with id > after, in id order. */
  unlinked(db: Conn, after: number, limit: number, upToId?: number): Promise<ChainRow[]>;
  setContentHash(db: Conn, id: number, contentHash: string): Promise<void>;
}

type AuditTable = typeof staffAudit | typeof officeActions;

/** The same reads on either table; `recompute` is that table's content hash. */
function chainTable<T extends AuditTable>(
  table: T,
  recompute: (row: T['$inferSelect']) => string,
): ChainTable {
  // One table at a time: drizzle's types cannot follow a union of tables through a query.
  const t = table as typeof staffAudit;
  const read = async (rows: Promise<unknown[]>) =>
    (await rows).map((r) => ({ ...(r as ChainRow), recomputed: recompute(r as T['$inferSelect']) }));
  return {
    linked: (db, after, limit) =>
      read(
        db
          .select()
          .from(t)
          .where(and(isNotNull(t.chainSeq), gt(t.chainSeq, after)))
          .orderBy(asc(t.chainSeq))
          .limit(limit),
      ),
    unlinked: (db, after, limit, upToId) =>
      read(
        db
          .select()
          .from(t)
          .where(
            and(isNull(t.chainSeq), gt(t.id, after), upToId === undefined ? undefined : lte(t.id, upToId)),
          )
          .orderBy(asc(t.id))
          .limit(limit),
      ),
    async setContentHash(db, id, contentHash) {
      await db.update(t).set({ contentHash }).where(eq(t.id, id));
    },
  };
}

export const chainTables: Record<Chain, ChainTable> = {
  staff_audit: chainTable(staffAudit, staffAuditContentHash),
  office_actions: chainTable(officeActions, officeActionContentHash),
};

/** Both heads, locked in the order the link trigger locks them. */
export const lockHeads = (db: Conn) =>
  db.execute(sql`select 1 from audit_chain_heads order by chain for update`);
