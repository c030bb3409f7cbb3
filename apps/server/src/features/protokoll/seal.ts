// Rows written before the chain existed (migration 0017 recorded the last such id per table) are
// sealed once, at the first start of a version with the chain: in id order each gets its content hash,
// and the link trigger chains them at COMMIT, before any new entry. Runs under the heads' lock, so
// several instances starting at once seal once. Later rows without a link are never sealed: the check
// names them as inserted.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { auditChainHeads } from '../../db/schema';
import type { Chain } from './content';
import { chainTables, lockHeads } from './tables';

export async function sealLegacyEntries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await lockHeads(tx);
    const heads = await tx.select().from(auditChainHeads).orderBy(asc(auditChainHeads.chain));
    let sealed = 0;
    for (const head of heads) {
      // Only into an empty chain: legacy rows come first, or not at all.
      if (head.seq !== 0 || head.legacyUntilId === 0) continue;
      const table = chainTables[head.chain as Chain];
      let after = 0;
      for (;;) {
        const rows = await table.unlinked(tx, after, 500, head.legacyUntilId);
        for (const row of rows) {
          if (row.contentHash === null) await table.setContentHash(tx, row.id, row.recomputed);
          sealed++;
        }
        const last = rows.at(-1);
        if (!last || rows.length < 500) break;
        after = last.id;
      }
    }
    return sealed;
  });
}
