// The two audit trails as chains: how to read their rows in chain order and recompute each row's
// content hash. Everything else (sealing, the check) works on these two descriptors alike.
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { officeActions, staffAudit } from '../../db/schema';
import { type Chain, officeActionContentHash, staffAuditContentHash } from './content';

export interface ChainRow {
  id: number;
  contentHash: string | null;
  chainSeq: number | null;
  prevHash: string | null;
  hash: string | null;
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

const staff: ChainTable = {
  async linked(db, after, limit) {
    const rows = await db
      .select()
      .from(staffAudit)
      .where(and(isNotNull(staffAudit.chainSeq), gt(staffAudit.chainSeq, after)))
      .orderBy(asc(staffAudit.chainSeq))
      .limit(limit);
    return rows.map((r) => ({ ...r, recomputed: staffAuditContentHash(r) }));
  },
  async unlinked(db, after, limit, upToId) {
    const rows = await db
      .select()
      .from(staffAudit)
      .where(
        and(
          isNull(staffAudit.chainSeq),
          gt(staffAudit.id, after),
          upToId === undefined ? undefined : lte(staffAudit.id, upToId),
        ),
      )
      .orderBy(asc(staffAudit.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, recomputed: staffAuditContentHash(r) }));
  },
  async setContentHash(db, id, contentHash) {
    await db.update(staffAudit).set({ contentHash }).where(eq(staffAudit.id, id));
  },
};

const office: ChainTable = {
  async linked(db, after, limit) {
    const rows = await db
      .select()
      .from(officeActions)
      .where(and(isNotNull(officeActions.chainSeq), gt(officeActions.chainSeq, after)))
      .orderBy(asc(officeActions.chainSeq))
      .limit(limit);
    return rows.map((r) => ({ ...r, recomputed: officeActionContentHash(r) }));
  },
  async unlinked(db, after, limit, upToId) {
    const rows = await db
      .select()
      .from(officeActions)
      .where(
        and(
          isNull(officeActions.chainSeq),
          gt(officeActions.id, after),
          upToId === undefined ? undefined : lte(officeActions.id, upToId),
        ),
      )
      .orderBy(asc(officeActions.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, recomputed: officeActionContentHash(r) }));
  },
  async setContentHash(db, id, contentHash) {
    await db.update(officeActions).set({ contentHash }).where(eq(officeActions.id, id));
  },
};

export const chainTables: Record<Chain, ChainTable> = { staff_audit: staff, office_actions: office };

/** Both heads, locked in the order the link trigger locks them. */
export const lockHeads = (db: Conn) =>
  db.execute(sql`select 1 from audit_chain_heads order by chain for update`);
